import { useId, type SVGProps } from 'react'
import { getLanguage, type Lang } from '~/i18n/languages'

/**
 * Small self-hosted flags for the language menu (inline SVG: no request, no font).
 * Emoji flags are regional-indicator pairs that Windows shows as letters and Linux
 * without an emoji font as empty boxes. Decorative: the language's name is the text
 * beside the flag, so the flag is hidden from assistive technology.
 */
export function Flag({ lang, className = 'h-3 w-[1.125rem]' }: { lang: Lang; className?: string }) {
  const clip = useId()
  const common = { 'aria-hidden': true, focusable: 'false', className: `shrink-0 rounded-[2px] ${className}`, 'data-flag': lang } as const
  // The flag is data of the language list (app/i18n/languages.ts).
  const flag = getLanguage(lang).flag
  if (flag.kind === 'tricolour') return <Tricolour svg={common} colours={flag.colours} ratio={flag.ratio} vertical={flag.vertical} />
  // Union Jack (United Kingdom), the usual 2:1 construction.
  return (
    <svg {...common} viewBox="0 0 60 30">
      <clipPath id={clip}>
        <path d="M30,15h30v15zv15h-30zh-30v-15zv-15h30z" />
      </clipPath>
      <path d="M0,0v30h60v-30z" fill="#012169" />
      <path d="M0,0L60,30M60,0L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0L60,30M60,0L0,30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0v30M0,15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0v30M0,15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  )
}

/** Three equal stripes, listed from top (or from the left when vertical). */
function Tricolour({
  svg,
  colours,
  ratio: [width, height],
  vertical = false,
}: {
  svg: SVGProps<SVGSVGElement>
  colours: readonly [string, string, string]
  ratio: readonly [number, number]
  vertical?: boolean
}) {
  const band = (vertical ? width : height) / 3
  return (
    <svg {...svg} viewBox={`0 0 ${width} ${height}`}>
      {colours.map((fill, i) =>
        vertical ? (
          <rect key={i} fill={fill} x={i * band} width={band} height={height} />
        ) : (
          <rect key={i} fill={fill} y={i * band} width={width} height={band} />
        ),
      )}
    </svg>
  )
}
