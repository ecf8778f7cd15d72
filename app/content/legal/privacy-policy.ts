import { links, list, p, slot, type LegalDocumentContent } from './types.ts'
import { text } from '../text.ts'

/**
 * Privacy policy (docs/product.md#legal-pages, #legal-constants). Every statement here must stay true to what the
 * code does — change the code and this text together:
 * - no access log: the server (server/site-server.ts) writes no request log; the paths
 *   it prints on errors (app/i18n/sanitize-path.ts, server/http/server-fn-guard.server.ts) carry no
 *   IP address;
 * - page-view and tool-click counts (server/site-counters.ts): one counter per UTC day and
 *   page path (a GET answered with the page, 200; HEAD and 304 count nothing), one per UTC
 *   day and tool (a GET of the tool's /go/ path, server/fast-path.ts), no IP, cookie, user
 *   agent or referrer, in the database's chat_control_page_views and chat_control_tool_clicks
 *   (supabase/migrations/20261125020000_site_counters.sql), deleted after 13 months by the
 *   hourly clean-up (app/newsletter/maintenance.server.ts);
 * - language detection: the IP is looked up in an offline database (app/geo/geo.server.ts),
 *   or a CDN country header is used behind a trusted proxy, and never stored;
 * - newsletter rate limit: the IP (IPv6: its /64, /56 and /48) is held in memory only,
 *   and a timer deletes each when the 10-minute window of app/newsletter/newsletter.server.ts
 *   ends (rate-limit.server.ts);
 * - two functional localStorage keys, no cookies, no third-party requests;
 * - the controller's identity comes from CONTROLLER_* (app/config.server.ts).
 */
export const PRIVACY_POLICY: LegalDocumentContent = {
  title: text('privacy-title', `Privacy Policy`),
  intro: text(
    'privacy-intro',
    `Chat Control Info campaigns for private communication, so we hold ourselves to the same standard: we collect as little as possible, set no tracking cookies and load nothing from other companies' servers. This page explains exactly what happens to your data.`,
  ),
  updated: text('privacy-updated', `Last updated: 27 September 2025`),
  updatedIso: '2025-09-27',
  amended: {
    text: text(
      'privacy-amended',
      `Amended on 25 November 2026: clicks on tool buttons are counted too, one counter per tool and day with nothing about you (sections "What we do collect", "What we process, why, and on which legal basis" and "How long we keep data").`,
    ),
    iso: '2026-11-25',
  },
  sections: [
    {
      id: 'what-we-dont-collect',
      title: text('privacy-heading', `What we don't collect`),
      blocks: [
        p(text('privacy-paragraph', `We built this site so that visiting it reveals as little about you as possible. We do not:`)),
        list(
          text('privacy-bullet', `use analytics or tracking scripts, tracking pixels or browser fingerprinting;`),
          text('privacy-bullet', `set advertising, analytics or social media cookies: this site sets no cookies at all;`),
          text(
            'privacy-bullet',
            `load fonts, images, scripts or videos from other companies' servers, so no one else learns that you visited;`,
          ),
          text('privacy-bullet', `ask for your name, postal address or phone number: there are no user accounts on this site;`),
          text(
            'privacy-bullet',
            `record your IP address or your location in a log, a file or a database, or use them to build a profile of you;`,
          ),
          text('privacy-bullet', `sell, rent or share your data with advertisers or data brokers.`),
        ),
      ],
    },
    {
      id: 'what-we-collect',
      title: text('privacy-heading', `What we do collect`),
      blocks: [
        p(text('privacy-paragraph', `Only what is needed to run the site and the newsletter you may ask for:`)),
        list(
          text(
            'privacy-bullet',
            `Basic analytics, without cookies: each time our server sends a page, it adds one to a counter for that page and that day (UTC). The page's address also tells us its language. Nothing else is stored with the count: no IP address, no cookie, no browser type and no referring website. All we ever see is how many times each page was sent per day.`,
          ),
          text(
            'privacy-bullet',
            `Clicks on tool buttons, without cookies: the button of a tool we earn a commission from leads to an address on our own site (/go/ followed by the tool's name), and our server sends your browser on to the provider from there. Each time, it adds one to a counter for that tool and that day (UTC): one counter per tool and day, with nothing about you, neither your IP address nor a cookie, your browser type or the page you came from.`,
          ),
          text(
            'privacy-bullet',
            `Your email address, only if you subscribe to the newsletter, together with the language of the page you subscribed on and the date and time of your sign-up.`,
          ),
          text(
            'privacy-bullet',
            `Your language choice, stored in your own browser and not on our server, so that the site opens in your language next time.`,
          ),
          text(
            'privacy-bullet',
            `Your country, derived once from your IP address when your language cannot be determined in any other way. Only the resulting language is remembered, in your browser.`,
          ),
          text(
            'privacy-bullet',
            `Your IP address when you submit the newsletter form, held only in our server's memory for at most 10 minutes to limit the number of sign-up attempts from one connection. It is never written to disk and is gone when the server restarts.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `Our server keeps no access log: it does not record the IP addresses of visitors or which pages each of them requested. When something goes wrong, it notes the address of the page concerned for our technical staff, never who requested it.`,
          ),
        ),
      ],
    },
    {
      id: 'your-rights',
      title: text('privacy-heading', `Your rights`),
      blocks: [
        p(text('privacy-paragraph', `Under the General Data Protection Regulation (GDPR) you have the right to:`)),
        list(
          text('privacy-bullet', `access the personal data we hold about you and receive a copy of it;`),
          text('privacy-bullet', `have inaccurate data corrected;`),
          text('privacy-bullet', `have your data erased, for example your newsletter subscription;`),
          text(
            'privacy-bullet',
            `have the processing of your data restricted, and object to processing that is based on our legitimate interests;`,
          ),
          text('privacy-bullet', `receive the data you gave us in a structured, commonly used and machine-readable format;`),
          text('privacy-bullet', `withdraw your consent at any time, without affecting the lawfulness of earlier processing;`),
          text('privacy-bullet', `lodge a complaint with a data protection authority.`),
        ),
        p(text('privacy-paragraph', `The section "How to exercise your rights" below explains how to reach us and how quickly we answer.`)),
      ],
    },
    {
      id: 'controller',
      title: text('privacy-heading', `Who is responsible for your data`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `The controller responsible for the processing described in this policy is the operator of Chat Control Info, established in Belgium:`,
          ),
        ),
        slot('controller'),
        p(
          text(
            'privacy-paragraph',
            `The GDPR and Belgian data protection law apply to all processing on this site. For any question about your privacy, write to the email address above or to our general address, listed on the contact page.`,
          ),
        ),
        links({
          to: '/{-$lang}/contact',
          label: text('privacy-link', `Go to the contact page`),
        }),
      ],
    },
    {
      id: 'purposes',
      title: text('privacy-heading', `What we process, why, and on which legal basis`),
      blocks: [
        list(
          text(
            'privacy-bullet',
            `Delivering the website: your browser's request, which includes your IP address, is needed to send you the page. Our server uses it only for that moment and does not record it. Legal basis: our legitimate interest in operating the website (Article 6(1)(f) GDPR).`,
          ),
          text(
            'privacy-bullet',
            `Basic analytics without cookies: one counter per page and day, and one counter per tool and day for the tool buttons, with nothing about the visitor. Legal basis: our legitimate interest in knowing whether the campaign reaches people (Article 6(1)(f) GDPR).`,
          ),
          text(
            'privacy-bullet',
            `Protecting the newsletter form from abuse: your IP address, held in memory for at most 10 minutes. Legal basis: our legitimate interest in keeping bots from flooding the list (Article 6(1)(f) GDPR).`,
          ),
          text(
            'privacy-bullet',
            `Newsletter: your email address, the page language and the time of sign-up. Legal basis: your consent (Article 6(1)(a) GDPR). Because subscribing to a campaign newsletter may reveal your political opinions, we treat the list as sensitive data and rely on your explicit consent (Article 9(2)(a) GDPR).`,
          ),
          text(
            'privacy-bullet',
            `Language detection: your IP address, looked up once on our own server to find your country, and the resulting language, stored in your browser. Legal basis: our legitimate interest in showing the site in your language (Article 6(1)(f) GDPR).`,
          ),
          text(
            'privacy-bullet',
            `Answering your emails: your email address and whatever you choose to write to us. Legal basis: our legitimate interest in replying to you (Article 6(1)(f) GDPR).`,
          ),
        ),
      ],
    },
    {
      id: 'language-detection',
      title: text('privacy-heading', `Language detection and geolocation`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `The site chooses your language in this order: a language you picked yourself, a language detected on an earlier visit, the language settings of your browser and, only if none of those gives an answer, your country.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `To find your country, your browser asks our own server, which looks up your IP address in an offline IP-to-country database stored on that server. Your IP address is not sent to any other company for this and is not stored: only a two-letter country code comes back, which your browser turns into a language.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `If the site is delivered through a content delivery network that already tells our server your country, our server uses that country code instead of looking up your IP address.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `Our software can be configured to use an external lookup service as a fallback. That option is switched off. If we ever switch it on, we will name the provider in this policy before doing so.`,
          ),
        ),
      ],
    },
    {
      id: 'newsletter-data',
      title: text('privacy-heading', `Newsletter`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `When you subscribe in the footer, we store your email address, the language of the page you were on (so that we can write to you in that language) and the date and time of your sign-up, and we send you a single email in that language with a confirmation link (double opt-in). Nothing else is sent until you open that link and press the button on its page. The link works once, for 7 days; if you do not confirm, your address is deleted after 7 days. One mailbox gets at most one confirmation link per hour and three per day, however the address is written (in upper or lower case, or with a + tag); an address that is already confirmed gets no new email. Until our mail server has accepted the confirmation email, it waits in the database with its link and the number of delivery attempts; the link is removed from it as soon as the email has been accepted.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `When you confirm, we add the date and time of your confirmation as proof of your consent. For each newsletter we send you, we record the date, whether our mail server accepted it and how many attempts it took, so that nobody receives an issue twice; we do not keep the mail server's error messages. We use these data only to send you our weekly update on Chat Control.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `The list is kept in a PostgreSQL database: on our own server, or, in our hosted set-up, with Supabase acting as our processor. We never share the list, never use it for advertising and never add you to other lists.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `You can unsubscribe at any time: every newsletter contains an unsubscribe link, which also works with the one-click unsubscribe button of your email program. It takes effect immediately and no further newsletter is sent to you. You can also write to our general address, and ask us to erase your address completely.`,
          ),
        ),
      ],
    },
    {
      id: 'cookies',
      title: text('privacy-heading', `Cookies and local storage`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `This site sets no cookies. To remember your language it uses the local storage of your browser, which stays on your device and is not sent to our server with your requests.`,
          ),
        ),
        {
          kind: 'table',
          caption: text('privacy-table-caption', `Storage used by this site`),
          head: [
            text('privacy-table-head', `Name`),
            text('privacy-table-head', `Type`),
            text('privacy-table-head', `Purpose`),
            text('privacy-table-head', `Duration`),
          ],
          rows: [
            [
              { code: 'preferred-language' },
              text('privacy-table-cell', `Functional (strictly necessary)`),
              text('privacy-table-cell', `The language you chose in the language selector.`),
              text('privacy-table-cell', `Until you clear your browser's storage or choose another language.`),
            ],
            [
              { code: 'detected-language' },
              text('privacy-table-cell', `Functional (strictly necessary)`),
              text('privacy-table-cell', `The language detected automatically, so that detection does not have to run again.`),
              text('privacy-table-cell', `Until you clear your browser's storage or choose a language yourself.`),
            ],
          ],
        },
        p(
          text(
            'privacy-paragraph',
            `Functional storage that remembers a setting you asked for does not require consent under the ePrivacy rules. We use no analytics cookies, no marketing cookies and no other non-essential cookies or storage.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `If we ever introduce non-essential cookies, we will first ask for your consent with a banner offering three equal choices: accept all, reject non-essential, or customize by category. Nothing non-essential would be stored before you choose, and you could change your choice at any time. Because only functional storage is used today, there is nothing to consent to, so no banner is shown.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `Websites you reach through our links, including those of the tools we recommend, may set their own cookies when you visit them. Their own cookie and privacy policies apply there.`,
          ),
        ),
      ],
    },
    {
      id: 'recipients',
      title: text('privacy-heading', `Who receives your data`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `We share personal data only with service providers that process it on our behalf, on our instructions and under a data processing agreement:`,
          ),
        ),
        list(
          text('privacy-bullet', `our hosting provider, which runs the server that delivers the site;`),
          text('privacy-bullet', `Supabase, which hosts the newsletter database in our hosted set-up;`),
          text('privacy-bullet', `the email service we use to send the newsletter and to answer your messages.`),
        ),
        p(
          text(
            'privacy-paragraph',
            `Affiliate partners receive no names or email addresses from us. Links to other websites carry rel="noreferrer", so your browser does not send them the address of our page, and the tool buttons as this site ships them carry no tracking parameter: a provider sees an ordinary visit from your browser (your IP address and browser details, as on any website) and cannot tell that it came from us. If we switch a button to a tracked affiliate link, we will say so in this policy first; we would then receive only reports of referred purchases, without your contact details.`,
          ),
        ),
        p(text('privacy-paragraph', `We disclose data to public authorities only where Belgian or EU law obliges us to.`)),
      ],
    },
    {
      id: 'transfers',
      title: text('privacy-heading', `Transfers outside the European Union`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `We prefer providers that store data in the European Union. Where a processor may access data from outside the European Economic Area, the transfer is protected by an adequacy decision of the European Commission or by the Standard Contractual Clauses it has approved.`,
          ),
        ),
      ],
    },
    {
      id: 'retention',
      title: text('privacy-heading', `How long we keep data`),
      blocks: [
        list(
          text(
            'privacy-bullet',
            `IP addresses: not stored. The only exception is the newsletter form's limit on sign-up attempts, which holds an address in memory for at most 10 minutes.`,
          ),
          text(
            'privacy-bullet',
            `Daily counts of page views and tool-button clicks: they contain no personal data; we keep them for 13 months, then delete them.`,
          ),
          text('privacy-bullet', `Language settings: in your browser, until you delete them.`),
          text(
            'privacy-bullet',
            `Newsletter data, the only account data we hold: for the duration of the service, that is as long as you stay subscribed, plus 3 years. An address that is not confirmed within 7 days is deleted by a daily clean-up. After you unsubscribe we keep only the record of your consent and of its withdrawal (email address, language, the dates of sign-up, confirmation and unsubscription, and which newsletters we sent you) as proof for 3 years, then delete it. If you ask us to erase it sooner, we do so unless the law requires us to keep it.`,
          ),
          text(
            'privacy-bullet',
            `Emails you send us: as long as needed to handle your request, and no longer than 3 years after our last exchange.`,
          ),
        ),
      ],
    },
    {
      id: 'children',
      title: text('privacy-heading', `Children`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `This site and its newsletter are not intended for children under 16. We do not knowingly collect personal data from anyone under 16; if you are under 16, please do not subscribe. If we learn that we hold the email address of a child under 16, we delete it.`,
          ),
        ),
      ],
    },
    {
      id: 'security',
      title: text('privacy-heading', `Security`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `The site is served over encrypted HTTPS connections. We keep the amount of data small, give access to the newsletter list only to the people who need it, and require our processors to protect it with appropriate technical and organisational measures.`,
          ),
        ),
      ],
    },
    {
      id: 'exercise-rights',
      title: text('privacy-heading', `How to exercise your rights`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `Write to our general address on the contact page. We answer within one month, as the GDPR requires, and may ask for information to confirm your identity; for the newsletter, a message from the subscribed address is enough.`,
          ),
        ),
        p(
          text(
            'privacy-paragraph',
            `If you believe we handle your data unlawfully, you can complain to the Belgian Data Protection Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données), Rue de la Presse 35, 1000 Brussels, or to the authority of the EU country where you live.`,
          ),
        ),
        links(
          {
            to: '/{-$lang}/contact',
            label: text('privacy-link', `Go to the contact page`),
          },
          {
            href: 'https://www.dataprotectionauthority.be',
            label: text('privacy-link', `Website of the Belgian Data Protection Authority`),
          },
        ),
      ],
    },
    {
      id: 'changes',
      title: text('privacy-heading', `Changes to this policy`),
      blocks: [
        p(
          text(
            'privacy-paragraph',
            `When we change this policy, we update the date at the top of this page. If a change affects how we use your email address, we will inform subscribers by email before it takes effect.`,
          ),
        ),
      ],
    },
  ],
}
