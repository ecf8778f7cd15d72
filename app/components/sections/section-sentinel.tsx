import { SECTION_SENTINEL_ATTR } from '~/components/pages/section-tracking'

/**
 * A 1 px marker at the top of a home section that the floating breadcrumb observes.
 * It is sticky just below the top of the observation band of docs/product.md#floating-breadcrumb (20 % from the
 * top), so it sits inside the band exactly while its section covers the band's top
 * edge — however tall the section is. Observing whole sections instead fails for
 * tall ones: with threshold 0.1 a 5000 px section never fills 10 % of its area
 * inside a band a fifth of the screen high, so the browser never reports it.
 */
export function SectionSentinel({ section }: { section: string }) {
  return (
    <span
      aria-hidden
      {...{ [SECTION_SENTINEL_ATTR]: section }}
      className="pointer-events-none sticky top-[calc(20vh+2px)] -mb-px block h-px"
    />
  )
}
