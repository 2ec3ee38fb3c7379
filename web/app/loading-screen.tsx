/** What the app shows while it learns whether someone is signed in. */
export function LoadingScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <p role="status" className="text-sm text-muted-foreground">
        Loading...
      </p>
    </main>
  );
}
