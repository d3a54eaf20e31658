// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Rendering } from '../../schemas/generated/layout';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { layoutWith, renderSitePage, renderSitePageToString } from '../../tests/render/renderSitePage';
import fieldsSchema from './faq.schema.json';
import { faqJsonLd } from './faqJsonLd';
import type { FaqFields } from './fields.generated';

/** A page with only these renderings in `main` (empty header and footer, so JSS does not warn). */
function pageWith(main: Rendering[]) {
  const layout = layoutWith(main);
  if (layout.sitecore.route) layout.sitecore.route.placeholders = { header: [], footer: [], main };
  return layout;
}

const item = (id: string, question: string, answer: string) => ({
  id,
  fields: { Title: { value: question }, Content: { value: answer } },
});
const fields: FaqFields = {
  Title: { value: 'Vanliga frågor' },
  Items: [
    item('q1', 'Kan jag byta in min bil?', '<p>Ja, vi värderar den <strong>kostnadsfritt</strong>.</p>'),
    item('q2', 'Erbjuder ni hemleverans?', '<p>Ja, i hela Sverige.</p>'),
  ],
};

const faqPage = (faq: FaqFields) => pageWith([{ uid: 'faq', componentName: 'Faq', fields: faq }]);
const renderFaq = (faq: FaqFields = fields) => renderSitePage(faqPage(faq));

const jsonLdScripts = (root: ParentNode = document) =>
  [...root.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? '');

describe('Faq field schema', () => {
  it('accepts questions with answers', () => {
    expect(componentFieldsValidator(fieldsSchema)(fields)).toBe(true);
  });
});

describe('Faq', () => {
  it('shows the questions as accordion buttons that reveal their answers', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 2, name: 'Vanliga frågor' })).toBeTruthy();
    const question = screen.getByRole('button', { name: 'Kan jag byta in min bil?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Kan jag byta in min bil?' }).textContent).toBe(
      'Ja, vi värderar den kostnadsfritt.',
    );
  });

  it('puts FAQPage JSON-LD with every question and answer into the page', () => {
    renderFaq();
    const scripts = jsonLdScripts();
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0] ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Kan jag byta in min bil?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: '<p>Ja, vi värderar den <strong>kostnadsfritt</strong>.</p>',
          },
        },
        {
          '@type': 'Question',
          name: 'Erbjuder ni hemleverans?',
          acceptedAnswer: { '@type': 'Answer', text: '<p>Ja, i hela Sverige.</p>' },
        },
      ],
    });
  });

  it('escapes "<" so content cannot close the script element, also in the server HTML', () => {
    const hostile: FaqFields = {
      Items: [item('x', 'Vad gör </script><script>alert(1)</script>?', '<p>Inget <!-- alls --></p>')],
    };
    const json = faqJsonLd(hostile.Items) ?? '';
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json).mainEntity[0].name).toBe('Vad gör </script><script>alert(1)</script>?');

    const container = document.createElement('div');
    container.innerHTML = renderSitePageToString(faqPage(hostile));
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(jsonLdScripts(container)[0] ?? '').mainEntity[0].acceptedAnswer.text).toBe(
      '<p>Inget <!-- alls --></p>',
    );
  });

  it('leaves questions without an answer out of the JSON-LD, and the script out without any', () => {
    const json = faqJsonLd([...(fields.Items ?? []), item('q3', 'Tom fråga?', '  ')]);
    expect(JSON.parse(json ?? '').mainEntity).toHaveLength(2);
    renderFaq({ Title: fields.Title, Items: [item('q3', '', '<p>Svar</p>')] });
    expect(jsonLdScripts()).toEqual([]);
  });
});
