/**
 * A Jotform form drawn from its definition (spec 001 §7 Embedded forms): one field per question in the
 * form's order with the lead forms' field components, so it looks and reads like them and its whole form
 * is in the server's HTML (the button works once JavaScript runs, which a `<noscript>` line says).
 * react-hook-form checks each answer by the same rules the service applies (runtime's answerRules) and
 * shows the dictionary's `formError.<rule>` text; a valid form posts `formId` and the answers to
 * `/api/jotform`. The stored answers (`content[0].answers`) then replace the form under the form's success
 * heading. A failed submission is logged as FORM_SUBMISSION_FAILED_JOTFORM and shown above the button
 * with a retry; the fields keep what the visitor typed. Analytics as the lead forms: `form_interaction` at
 * the first change, `generate_lead` when stored.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import {
  answerProblem,
  JOTFORM_FAILURE_CODE,
  type JotformDefinition,
  type JotformQuestion,
  type JotformSubmission,
  pushToDataLayer,
  questionMaxLength,
  submitJotform,
  usePageI18n,
} from '../../runtime';
import { SelectField } from '../forms/fields/SelectField';
import { TextInputField, type TextInputFieldProps } from '../forms/fields/TextInputField';
import { FormBody } from '../forms/FormBody';
import { formErrorText } from '../forms/formErrorText';
import { LeadFormContext } from '../forms/leadFormContext';
import { useEmbeddedFormText } from './embedTexts';

/** The answers by question field name, as typed. */
type Answers = Record<string, string>;

const INPUT_OF: Readonly<Partial<Record<JotformQuestion['type'], Partial<TextInputFieldProps>>>> = {
  control_email: { type: 'email', autoComplete: 'email' },
  control_phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  control_textarea: { rows: 4 },
  control_datetime: { type: 'date' },
};

function QuestionField({ question, choose }: { question: JotformQuestion; choose: string }) {
  if (question.type === 'control_dropdown') {
    const options = (question.options ?? []).map((option) => ({ value: option, label: option }));
    return <SelectField name={question.name} label={question.text} placeholder={choose} options={options} />;
  }
  return <TextInputField name={question.name} label={question.text} {...INPUT_OF[question.type]} />;
}

function SubmittedAnswers({ heading, submission }: { heading: string; submission: JotformSubmission }) {
  return (
    <Box
      role="status"
      tabIndex={-1}
      ref={(node: HTMLElement | null) => node?.focus()}
      sx={{ outline: 'none' }}
    >
      <Typography variant="h3" component="p" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, columnGap: 3 }}
      >
        {Object.entries(submission.answers).map(([qid, answer]) => (
          <Box key={qid} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {answer.text}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {answer.answer}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export interface JotformFormProps {
  form: JotformDefinition;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

export function JotformForm({ form, labelledBy }: JotformFormProps) {
  const i18n = usePageI18n();
  const text = useEmbeddedFormText();
  const interacted = useRef(false);
  const [failed, setFailed] = useState(false);
  const [submission, setSubmission] = useState<JotformSubmission>();

  const resolver: Resolver<Answers> = (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const question of form.questions) {
      const rule = answerProblem(question, values[question.name]);
      if (!rule) continue;
      const params = rule === 'maxLength' ? { limit: questionMaxLength(question) } : {};
      const message = formErrorText((keys, options) => i18n.t(keys, options), {
        field: question.name,
        rule,
        params,
      });
      errors[question.name] = { type: rule, message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const methods = useForm<Answers>({
    defaultValues: Object.fromEntries(form.questions.map((question) => [question.name, ''])),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const sending = methods.formState.isSubmitting;

  const onSubmit = methods.handleSubmit(async (values) => {
    setFailed(false);
    const answers: Record<string, string> = {};
    for (const question of form.questions) {
      const answer = values[question.name]?.trim();
      if (answer) answers[question.qid] = answer;
    }
    const outcome = await submitJotform({ formId: form.id, answers });
    if (outcome.ok) {
      pushToDataLayer({ event: 'generate_lead', form_name: `jotform-${form.id}` });
      setSubmission(outcome.submission);
      return;
    }
    console.error(`${JOTFORM_FAILURE_CODE}: form ${form.id} was not stored (status ${outcome.status})`);
    setFailed(true);
  });

  const onFirstChange = () => {
    if (interacted.current) return;
    interacted.current = true;
    pushToDataLayer({ event: 'form_interaction', form_name: `jotform-${form.id}` });
  };

  if (submission) return <SubmittedAnswers heading={form.successHeading} submission={submission} />;
  const required = (name: string) =>
    form.questions.some((question) => question.name === name && question.required);
  return (
    <FormProvider {...methods}>
      <LeadFormContext.Provider value={{ required, disabled: sending }}>
        <FormBody
          onSubmit={onSubmit}
          onChange={onFirstChange}
          labelledBy={labelledBy}
          sending={sending}
          submitText={form.submitText}
          error={
            failed && (
              <Box role="alert" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                <Typography color="error" sx={{ fontWeight: 600 }}>
                  {text('embeddedFormFailure')}
                </Typography>
                <Button variant="outlined" color="error" onClick={() => void onSubmit()} disabled={sending}>
                  {text('embeddedFormRetry')}
                </Button>
              </Box>
            )
          }
        >
          {form.questions.map((question) => (
            <QuestionField key={question.qid} question={question} choose={text('embeddedFormChoose')} />
          ))}
        </FormBody>
      </LeadFormContext.Provider>
    </FormProvider>
  );
}
