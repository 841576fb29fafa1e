// /jar/KEY: a section of the newest JAR by its number (or title), with ?asof=DATE (app/_components/JudgeSection.tsx).
import { JudgeSectionPage, judgeMetadata, judgeStaticParams, type JudgeProps } from '@/app/_components/JudgeSection'

export const dynamicParams = false
export const generateStaticParams = () => judgeStaticParams('jar')
export const generateMetadata = ({ params }: JudgeProps) => judgeMetadata('jar', params)

export default function Page({ params }: JudgeProps) {
  return <JudgeSectionPage series="jar" params={params} />
}
