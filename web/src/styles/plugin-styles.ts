/**
 * Every plugin's stylesheets (`plugins/<id>/web/*.css`), found at build time like their entries,
 * after the shell's own (main.tsx imports this after styles/index.css): all in the shell's one
 * stylesheet, which the page's head carries (web/build/first-load-head.ts), so a server-rendered
 * page paints with every style it uses and no lazy chunk brings styles later.
 */
import.meta.glob('../../../plugins/*/web/*.css', { eager: true });
