import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's root: its heading, a name for tests (data-page) and the document title. */
export function Page({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <div data-page={id} className="flex flex-col gap-4">
      <header>
        <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
        {description ? <p className="mt-1 text-muted">{description}</p> : null}
      </header>
      {children}
    </div>
  );
}
