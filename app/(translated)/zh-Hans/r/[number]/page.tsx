// /zh-Hans/r/NUMBER: a rule in the reader's language beside its English (app/_components/translated-route.tsx).
import { translatedRoute } from '@/app/_components/translated-route'

const route = translatedRoute('zh-Hans')
export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
