type Visibility = 'public' | 'admin' | 'secret';
interface GroupSchema {
  'x-visibility': Visibility;
  properties: Record<string, unknown>;
}

/** Keys of a group the browser may see: public by the field's own mark, else by the group's. */
type PublicKeys<S extends GroupSchema> = {
  [K in keyof S['properties']]: S['properties'][K] extends { 'x-visibility': infer V }
    ? V extends 'public' ? K : never
    : S['x-visibility'] extends 'public' ? K : never;
}[keyof S['properties']];

/**
 * What `siteinfo` carries of a settings group: its public keys, typed from its schema.
 * `T` is the group's whole type (`FromSchema<typeof schema>`, computed once by the group's module).
 */
export type PublicSettings<S extends GroupSchema, T> = Pick<T, PublicKeys<S> & keyof T>;

/** The schema of a group's public view (the siteinfo response is made of these). */
export function publicSchemaOf(schema: GroupSchema): object {
  const visible = (p: unknown) => ((p as { 'x-visibility'?: Visibility })['x-visibility'] ?? schema['x-visibility']) === 'public';
  return { type: 'object', properties: Object.fromEntries(Object.entries(schema.properties).filter(([, p]) => visible(p))), additionalProperties: false };
}
