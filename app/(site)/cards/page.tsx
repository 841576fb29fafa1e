// Every card the documents rule on or ask about, by name.
import type { Metadata } from 'next'
import ServerOnly from '@/app/_components/ServerOnly'

export const metadata: Metadata = { title: 'Cards', description: 'Every card with rulings or questions in this collection.' }

export default function CardsPage() {
  return <ServerOnly part="card-index" id="" />
}
