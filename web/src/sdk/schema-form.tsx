import { lazy, Suspense } from 'react';
import { Loading } from '../components/loading';
import type { SchemaFormProps } from '../components/schema-form';

export type { SchemaFormProps };

/** @rjsf and its validator load with the first settings form shown, never on public pages. */
const LoadedSchemaForm = lazy(() => import('../components/schema-form').then((m) => ({ default: m.SchemaForm })));

export function SchemaForm(props: SchemaFormProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LoadedSchemaForm {...props} />
    </Suspense>
  );
}
