import { useLingui } from '@lingui/react/macro'
import { Share2 } from 'lucide-react'

/** The networks a page can be shared to: plain links, nothing loads from them until a click. */
export function shareLinks(url: string, text: string): Array<{ network: string; href: string }> {
  const u = encodeURIComponent(url)
  const both = encodeURIComponent(`${text} ${url}`)
  return [
    { network: 'email', href: `mailto:?subject=${encodeURIComponent(text)}&body=${both}` },
    // Mastodon has no single server: its share page on the largest one lets a reader of any server post.
    { network: 'Mastodon', href: `https://mastodon.social/share?text=${both}` },
    { network: 'Bluesky', href: `https://bsky.app/intent/compose?text=${both}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${both}` },
    { network: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}` },
    { network: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${u}` },
  ]
}

/**
 * Share links (docs/open-data.md#share): plain `<a>` elements — no script, no widget, no
 * image from the networks — so the page asks nothing of them until the visitor clicks one.
 * They open in a new tab without a referrer.
 */
export function ShareLinks({ url, text }: { url: string; text: string }) {
  const { t } = useLingui()
  const emailLabel = t({ message: 'E-mail', comment: 'Share links: the link that writes an e-mail with the page’s address. One word.' })
  return (
    <nav aria-labelledby="share-title" className="mt-10" data-share>
      <h2 id="share-title" className="flex items-center gap-2 text-xl font-bold">
        <Share2 aria-hidden className="size-5 text-primary" />
        {t({
          message: 'Share this page',
          comment: 'Heading of the share links (e-mail, Mastodon, Bluesky, WhatsApp, Telegram, X) on a country page.',
        })}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinks(url, text).map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              {...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer nofollow' })}
              className="inline-flex min-h-11 items-center rounded-lg border border-border px-4 font-semibold hover:border-primary/60"
              data-share-link={network}
            >
              {network === 'email' ? emailLabel : network}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
