/**
 * A search document's tsvector on PostgreSQL: title terms weighted A, body terms B, tag terms D,
 * through the `simple` configuration (lower case, no stopwords, no stemming: search-sql's
 * analyzer has already stemmed and split the terms, the same way for every engine).
 *
 * It is stored, in the generated column VECTOR_COLUMN (migration 003_stored_vector), and the GIN
 * index is built on that column. Queries restricted to weights (`'word':AB`) make GIN recheck
 * every candidate row; when the vector was an expression index, each recheck and each ts_rank
 * made the vector again from the text (1,000,000 questions: 0.3–3.6 s a search). A dump leaves
 * the column out (`StorageEngine.generatedColumns`), so `search_doc` still loads on any engine.
 */
export const VECTOR_OF_TERMS = "(setweight(to_tsvector('simple'::regconfig, title_terms), 'A') || setweight(to_tsvector('simple'::regconfig, body_terms), 'B') || setweight(to_tsvector('simple'::regconfig, tag_terms), 'D'))";

/** The column holding VECTOR_OF_TERMS (PostgreSQL only). */
export const VECTOR_COLUMN = 'terms';
