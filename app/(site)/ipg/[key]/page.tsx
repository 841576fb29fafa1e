// /ipg/KEY: a section of the newest IPG by its number (or title), with ?asof=DATE (app/_components/JudgeSection.tsx).
import { JudgeSectionPage, judgeMetadata, judgeStaticParams, type JudgeProps } from '@/app/_components/JudgeSection'

export const dynamicParams = false
export const generateStaticParams = () => judgeStaticParams('ipg')
export const generateMetadata = ({ params }: JudgeProps) => judgeMetadata('ipg', params)

export default function Page({ params }: JudgeProps) {
  return <JudgeSectionPage series="ipg" params={params} />
}
