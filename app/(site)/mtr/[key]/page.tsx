// /mtr/KEY: a section of the newest MTR by its number (or title), with ?asof=DATE (app/_components/JudgeSection.tsx).
import { JudgeSectionPage, judgeMetadata, judgeStaticParams, type JudgeProps } from '@/app/_components/JudgeSection'

export const dynamicParams = false
export const generateStaticParams = () => judgeStaticParams('mtr')
export const generateMetadata = ({ params }: JudgeProps) => judgeMetadata('mtr', params)

export default function Page({ params }: JudgeProps) {
  return <JudgeSectionPage series="mtr" params={params} />
}
