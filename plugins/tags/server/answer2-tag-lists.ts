import writeSchema from '../schemas/write.schema.json' with { type: 'json' };

const slug = writeSchema.properties.recommend_tags.items;

/**
 * Answer 2.0's tag lists on its tag settings page are `{slug_name, display_name}` objects where
 * the write group keeps slugs: the page shows each slug as both names and keeps the slugs sent
 * (a display name is the tag's own, not the setting's).
 */
export const tagListShape = {
  schema: {
    type: 'array', maxItems: writeSchema.properties.recommend_tags.maxItems,
    items: { type: 'object', required: ['slug_name'], properties: { slug_name: slug, display_name: { type: 'string', maxLength: 35 } } },
  },
  read: (stored: unknown) => (stored as string[]).map((s) => ({ slug_name: s, display_name: s })),
  write: (sent: unknown) => (sent as { slug_name: string }[]).map((t) => t.slug_name),
};
