// Placeholder until the list screen is built (issue 3).
export function ListNotFound() {
  return <main id="list-not-found" />;
}
