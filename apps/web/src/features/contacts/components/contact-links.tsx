import type { CustomerServiceEntry, SocialContacts } from '@gaming/contracts/settings';
import { ChatIcon, FacebookIcon, PhoneIcon, SendIcon } from '@gaming/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeExternalUrl } from '../../../lib/urls';

interface ContactLink {
  key: string;
  href: string;
  label: string;
  icon: ReactNode;
}

/** The live-chat entry of the side menu: the sidebar one, else the first configured. */
export function pickCustomerService(
  entries: readonly CustomerServiceEntry[],
  position: CustomerServiceEntry['csPosition'],
): CustomerServiceEntry | undefined {
  return entries.find((entry) => entry.csPosition === position) ?? entries[0];
}

/** Live chat, Telegram 1-3, Facebook and WhatsApp links from the site settings. */
export function ContactLinks({
  customerService,
  socialContacts,
  collapsed = false,
}: {
  customerService: readonly CustomerServiceEntry[];
  socialContacts: SocialContacts;
  collapsed?: boolean;
}) {
  const { t } = useTranslation();
  const links: ContactLink[] = [];
  const liveChat = pickCustomerService(customerService, 'sidebar');
  const liveChatUrl = safeExternalUrl(liveChat?.path);
  if (liveChatUrl) {
    links.push({ key: 'live-chat', href: liveChatUrl, label: t('contacts.liveChat'), icon: <ChatIcon /> });
  }
  socialContacts.telegram.slice(0, 3).forEach((url, index) => {
    const href = safeExternalUrl(url);
    const label = t('contacts.telegram', { number: index + 1 });
    if (href) links.push({ key: `telegram-${index + 1}`, href, label, icon: <SendIcon /> });
  });
  const facebook = safeExternalUrl(socialContacts.facebook);
  if (facebook)
    links.push({ key: 'facebook', href: facebook, label: t('contacts.facebook'), icon: <FacebookIcon /> });
  const whatsapp = safeExternalUrl(socialContacts.whatsapp);
  if (whatsapp)
    links.push({ key: 'whatsapp', href: whatsapp, label: t('contacts.whatsapp'), icon: <PhoneIcon /> });
  if (links.length === 0) return null;
  return (
    <ul data-testid="contact-links" className="flex flex-col gap-0.5">
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`contact-${link.key}`}
            aria-label={collapsed ? link.label : undefined}
            title={collapsed ? link.label : undefined}
            className={`flex h-9 items-center gap-3 rounded-md px-3 text-muted hover:bg-surface-2 hover:text-text ${
              collapsed ? 'justify-center px-0' : ''
            }`}
          >
            {link.icon}
            {collapsed ? null : <span className="truncate">{link.label}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
