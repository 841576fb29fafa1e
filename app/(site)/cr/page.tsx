// /cr: today's version of the series (app/_components/SeriesPage.tsx).
import SeriesPage, { seriesMetadata } from '@/app/_components/SeriesPage'

export const generateMetadata = () => seriesMetadata('cr')

export default function Page() {
  return <SeriesPage series="cr" />
}
