import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentDocumentation, environmentVariableNames } from './config.js';
import { repositoryRoot } from './platform/paths.js';

describe('README', () => {
  const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');

  it('documents every environment variable the server reads', () => {
    for (const variable of environmentDocumentation) {
      expect(readme, variable.name).toMatch(new RegExp(`\\|\\s*\`${variable.name}\`\\s*\\|`));
    }
  });

  it('keeps the documentation list in step with the variables parsed', () => {
    expect(environmentDocumentation.map((variable) => variable.name).sort()).toEqual(
      [...environmentVariableNames].sort(),
    );
  });

  it('shows the two commands', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });
});
