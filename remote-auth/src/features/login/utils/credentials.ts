/**
 * Offers the login to the browser's password manager through the Credential Management API
 * where the browser has it; the app itself never stores the password.
 */
export async function storeCredential(id: string, password: string): Promise<void> {
  const PasswordCredentialCtor = (
    window as unknown as {
      PasswordCredential?: new (data: { id: string; password: string }) => Credential;
    }
  ).PasswordCredential;
  if (!PasswordCredentialCtor || !navigator.credentials?.store) return;
  try {
    await navigator.credentials.store(new PasswordCredentialCtor({ id, password }));
  } catch {
    // The browser may refuse (no user gesture, disabled manager): nothing to do.
  }
}
