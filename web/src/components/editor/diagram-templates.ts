/** The seven mermaid templates of the SPEC §2.3 diagram menu. */
export const DIAGRAM_TEMPLATES = {
  flow: 'graph TD\n  A[Start] --> B{Is it?}\n  B -->|Yes| C[OK]\n  B -->|No| D[End]',
  sequence: 'sequenceDiagram\n  Alice->>Bob: Hello Bob\n  Bob-->>Alice: Hi Alice',
  state: 'stateDiagram-v2\n  [*] --> Still\n  Still --> Moving\n  Moving --> [*]',
  class: 'classDiagram\n  Animal <|-- Duck\n  Animal : +int age\n  Duck : +swim()',
  pie: 'pie title Pets\n  "Dogs" : 386\n  "Cats" : 85',
  gantt: 'gantt\n  title A Gantt Diagram\n  dateFormat YYYY-MM-DD\n  section Section\n  A task :a1, 2024-01-01, 30d\n  Another task :after a1, 20d',
  er: 'erDiagram\n  CUSTOMER ||--o{ ORDER : places\n  ORDER ||--|{ LINE-ITEM : contains',
} as const;

export type DiagramKind = keyof typeof DIAGRAM_TEMPLATES;

/** A fenced mermaid block, on its own lines. */
export function diagramBlock(kind: DiagramKind): string {
  return `\n\`\`\`mermaid\n${DIAGRAM_TEMPLATES[kind]}\n\`\`\`\n`;
}

/** Indents (or outdents) every line of a block of text by two spaces. */
export function shiftLines(text: string, direction: 'in' | 'out'): string {
  return text
    .split('\n')
    .map((line) => (direction === 'in' ? `  ${line}` : line.replace(/^( {1,2}|\t)/, '')))
    .join('\n');
}
