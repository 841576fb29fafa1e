// Every page but home and search: a compact header with the search box, so a judge can search from anywhere.
import SiteFooter from '../_components/SiteFooter'
import SiteHeader from '../_components/SiteHeader'

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  )
}
