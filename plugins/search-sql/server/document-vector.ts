/**
 * A search document's tsvector: title terms weighted A, body terms B, tag terms D, through the
 * `simple` configuration (lower case, no stopwords, no stemming: search-sql's analyzer has
 * already stemmed and split the terms, the same way for every engine).
 *
 * The GIN index is built on this very expression and every query repeats it word for word,
 * which is how PostgreSQL knows the index answers it. The vector is not stored in a column:
 * `search_doc` keeps the same columns on every engine, so a dump taken here loads anywhere.
 */
export const DOCUMENT_VECTOR = "(setweight(to_tsvector('simple'::regconfig, d.title_terms), 'A') || setweight(to_tsvector('simple'::regconfig, d.body_terms), 'B') || setweight(to_tsvector('simple'::regconfig, d.tag_terms), 'D'))";

/** The same expression over the table's own columns, for CREATE INDEX. */
export const INDEXED_VECTOR = DOCUMENT_VECTOR.replaceAll('d.', '');
