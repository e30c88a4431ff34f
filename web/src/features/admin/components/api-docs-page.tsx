import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import useSWR from 'swr';
import { API_BASE, getToken } from '../../../api';
import { clientEffects } from '../../../api/client-effects';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { adminKeys, type AdminPlugin } from '../api';

const DOCUMENT_URL = `${API_BASE}/openapi.json`;

/** The parts of an OpenAPI 3.1 document this page reads (the standard's names, not ours). */
interface Operation {
  tags?: string[];
  'x-quorum-access'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: { data?: unknown } } }> }>;
}
interface OpenApiDocument {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}
interface Row {
  method: string;
  path: string;
  op: Operation;
}

/** The document is plain OpenAPI, not an envelope, so it is read without the envelope client. */
async function loadDocument(): Promise<OpenApiDocument> {
  const token = getToken();
  const res = await fetch(DOCUMENT_URL, {
    headers: { Accept: 'application/json', 'Accept-Language': clientEffects().language(), ...(token ? { Authorization: token } : {}) },
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return (await res.json()) as OpenApiDocument;
}

function groupByOwner(doc: OpenApiDocument, filter: string): [string, Row[]][] {
  const groups = new Map<string, Row[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (filter && !path.toLowerCase().includes(filter.toLowerCase())) continue;
    for (const [method, op] of Object.entries(methods)) {
      const owner = op.tags?.[0] ?? '';
      groups.set(owner, [...(groups.get(owner) ?? []), { method, path, op }]);
    }
  }
  return [...groups].sort(([a], [b]) => (a === 'kernel' ? -1 : b === 'kernel' ? 1 : a.localeCompare(b)));
}

function SchemaBlock({ title, schema }: { title: string; schema: unknown }) {
  return (
    <div>
      <h5>{title}</h5>
      <pre className="q-code">{JSON.stringify(schema, null, 2)}</pre>
    </div>
  );
}

function OperationRow({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { op } = row;
  const body = op.requestBody?.content?.['application/json']?.schema;
  const success = op.responses?.['200']?.content;
  const data = success?.['application/json']?.schema?.properties?.data;
  const access = op['x-quorum-access'] ?? '';
  return (
    <details data-testid="api-operation" data-method={row.method} data-path={row.path}>
      <summary>
        <span className="q-badge">{row.method.toUpperCase()}</span> <code>{row.path}</code>{' '}
        <span className="q-badge" title={t('admin.api_docs.access_label')}>{t(`admin.api_docs.access.${access}`, { defaultValue: access })}</span>
      </summary>
      {!!op.parameters?.length && <SchemaBlock title={t('admin.api_docs.parameters')} schema={op.parameters} />}
      {body !== undefined && <SchemaBlock title={t('admin.api_docs.request_body')} schema={body} />}
      {data !== undefined ? <SchemaBlock title={t('admin.api_docs.response_data')} schema={data} />
        : <p className="q-muted">{t('admin.api_docs.response_other', { type: Object.keys(success ?? {}).join(', ') })}</p>}
    </details>
  );
}

/** /admin/api: every route the site serves now, by owner, from the generated OpenAPI document. */
export function ApiDocsPage() {
  const { t } = useTranslation();
  usePageTitle('admin.api_docs.title');
  const { data, error, isLoading } = useSWR('openapi-document', loadDocument);
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => (data ? groupByOwner(data, filter.trim()) : []), [data, filter]);
  // Each plugin's own name in the interface language (its plugin.json summary), as the plugins page shows it.
  const plugins = useSWR<AdminPlugin[]>(adminKeys.plugins());
  const groupName = (owner: string) => owner === 'kernel'
    ? t('admin.api_docs.kernel')
    : plugins.data?.find((p) => p.slug_name === owner)?.name ?? data?.tags?.find((tag) => tag.name === owner)?.description ?? owner;

  if (isLoading) return <Loading />;
  if (error || !data) return <p className="q-field__error">{t('common.load_failed')}</p>;
  const count = groups.reduce((n, [, rows]) => n + rows.length, 0);
  return (
    <div className="q-api-docs" data-testid="admin-api-docs">
      <h2>{t('admin.api_docs.title')}</h2>
      <p className="q-muted">
        {t('admin.api_docs.intro')} <a href={DOCUMENT_URL} target="_blank" rel="noreferrer">{t('admin.api_docs.download')}</a>
      </p>
      <label className="q-field">
        <span className="q-field__label">{t('admin.api_docs.filter')}</span>
        <input className="q-input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="api-filter" />
      </label>
      <p className="q-muted">{t('admin.api_docs.count', { count })}</p>
      {groups.map(([owner, rows]) => (
        <section key={owner} data-testid="api-group" data-owner={owner}>
          <h3>{groupName(owner)} <code className="q-muted">{owner}</code></h3>
          {rows.map((row) => <OperationRow key={`${row.method} ${row.path}`} row={row} />)}
        </section>
      ))}
    </div>
  );
}
