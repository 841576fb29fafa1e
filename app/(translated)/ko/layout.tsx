import { TranslatedLayout } from '@/app/_components/translated-route'

export default function Layout({ children }: { children: React.ReactNode }) {
  return <TranslatedLayout language="ko">{children}</TranslatedLayout>
}
