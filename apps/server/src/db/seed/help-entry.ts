/** One help-centre section of the demo brand in one language (help_sections). */
export type HelpEntry = { key: string; title: string; html: string };
