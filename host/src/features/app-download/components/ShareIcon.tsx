/** Safari's Share symbol (a box with an arrow up), as the guide's first step shows it. */
export function ShareIcon() {
  return (
    <svg
      className="host-add-home__share"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path
        d="M12 3v12M7.5 7.5L12 3l4.5 4.5M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
