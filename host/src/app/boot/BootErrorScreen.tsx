/**
 * Shown when the site cannot start (invalid brand configuration). Deliberately plain and not
 * translated: i18n may be what failed, and operators need the exact problems.
 */
export function BootErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main className="host-boot-error" role="alert">
      <h1>The site configuration is invalid</h1>
      <p>Fix /brand-config.json and reload:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
