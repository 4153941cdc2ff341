/** The floor page: one heading, which is also its LCP element, like the site's pages. */
export default function Page() {
  return (
    <main>
      <h1>An empty Next.js page</h1>
    </main>
  );
}
