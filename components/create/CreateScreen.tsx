// Placeholder until the create screen is built (issue 3).
export function CreateScreen() {
  return <main id="create-screen" />;
}
