// The site server renders part pages with React (decision 095): without NODE_ENV React runs its
// development build, several times slower. First import of the entry points, so it is set before
// any module reads it; an explicit NODE_ENV is kept.
process.env.NODE_ENV ??= 'production';
