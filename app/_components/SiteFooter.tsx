export default function SiteFooter() {
  return (
    <footer>
      <nav aria-label="Site">
        <a href="/">Documents</a> · <a href="/sources">Sources</a> · <a href="/timeline">Timeline</a> ·{' '}
        <a href="/data/graph.json" download>
          Data (graph.json)
        </a>
      </nav>
      <p>Unofficial. Magic: The Gathering is © Wizards of the Coast; rules text used under its Fan Content Policy.</p>
    </footer>
  )
}
