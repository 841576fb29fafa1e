import CardFromShard from './_components/CardFromShard'
import FindMoved from './_components/FindMoved'
import SiteFooter from './_components/SiteFooter'

export default function NotFound() {
  return (
    <>
      <main id="main">
        <CardFromShard>
          <h1>Not found</h1>
          <p>
            No page here. Try the <a href="/">documents</a> or <a href="/search">search</a>.
          </p>
        </CardFromShard>
      </main>
      <SiteFooter />
      <FindMoved />
    </>
  )
}
