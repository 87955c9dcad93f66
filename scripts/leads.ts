/**
 * `npm run leads -- <command>`: the staff's view of the leads, against the local stack by default and
 * against AWS with --aws (the operator's credentials; names from the stack's outputs or options).
 */
import { parseArgs } from 'node:util';
import { downloadFiles, erase, exportCsv, list, resend, show, type ListFilter } from './leads/commands.ts';
import type { Kind } from './leads/sources.ts';
import { explain, LeadsToolError, openTarget, type Target } from './leads/target.ts';

const common = `Waar:
  (standaard)              de lokale stack van npm start (poorten via DYNAMODB_PORT en S3_PORT)
  --aws                    de stack in AWS, met je AWS-inloggegevens (AWS_PROFILE of aws sso login)
  --region <regio>         AWS-regio (of AWS_REGION)
  --stack <naam>           naam van de CloudFormation-stack (standaard Startsprong)
  --contact-table, --intake-table, --newsletter-table, --uploads-bucket <naam>, --queue-url <url>
                           namen zelf opgeven in plaats van ze uit de stack te lezen`;

const help: Record<string, string> = {
  main: `Leads van Startsprong bekijken, exporteren, opnieuw versturen en wissen.

Gebruik: npm run leads -- <commando> [opties]

Commando's:
  list                     alle leads, nieuwste eerst
  show <id>                één lead met al zijn antwoorden, bijlagen en e-mailstatus
  export --csv             alle leads als CSV (voor Excel)
  files <id>               de bijlagen van een lead downloaden
  resend <id>              de e-mails van een lead opnieuw laten versturen
  erase --email <adres>    alles van één persoon wissen (AVG-verzoek)

Hulp per commando: npm run leads -- <commando> --help

${common}`,
  list: `Gebruik: npm run leads -- list [--kind intake|contact|newsletter] [--since JJJJ-MM-DD] [--until JJJJ-MM-DD]

Toont per lead één regel: datum, soort, naam, e-mailadres, bedrijfstype, budget, aantal bijlagen en id.

${common}`,
  show: `Gebruik: npm run leads -- show <id>

Toont elk antwoord onder zijn Nederlandse label, de bijlagen en of de e-mails verstuurd zijn.

${common}`,
  export: `Gebruik: npm run leads -- export --csv [--output bestand.csv] [--kind ...] [--since ...] [--until ...]

Schrijft de leads als CSV (UTF-8 met BOM en puntkomma's, zodat Excel de Nederlandse tekens goed toont)
naar het scherm, of naar een bestand met --output.

${common}`,
  files: `Gebruik: npm run leads -- files <id> [--dir map]

Downloadt de bijlagen van een lead naar een map (standaard bijlagen-<id>).

${common}`,
  resend: `Gebruik: npm run leads -- resend <id>

Zet een intake of contactbericht opnieuw in de wachtrij, zodat de e-mails die nog niet verstuurd zijn
alsnog de deur uit gaan (een e-mail die al verstuurd is, gaat nooit twee keer). Gebruik dit voor een lead
die na een storing is opgegeven: show <id> meldt dat. De tool leest de wachtrij uit de stack, of neem
--queue-url.

${common}`,
  erase: `Gebruik: npm run leads -- erase --email <adres> [--dry-run]

Wist alle leads, contactberichten, de nieuwsbriefaanmelding en de bestanden van dit e-mailadres
(het recht op vergetelheid onder de AVG) en toont wat er gewist is. Met --dry-run zie je eerst wat er
gewist zou worden, zonder iets te wissen.

${common}`,
};

const kinds: readonly Kind[] = ['intake', 'contact', 'newsletter'];

export async function run(argv: readonly string[], out: (line: string) => void = (line) => console.log(line)): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      aws: { type: 'boolean' },
      region: { type: 'string' },
      stack: { type: 'string' },
      'contact-table': { type: 'string' },
      'intake-table': { type: 'string' },
      'newsletter-table': { type: 'string' },
      'uploads-bucket': { type: 'string' },
      'queue-url': { type: 'string' },
      kind: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      csv: { type: 'boolean' },
      output: { type: 'string' },
      dir: { type: 'string' },
      email: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  const [command, argument] = positionals;
  if (!command || command === 'help' || !(command in help) || command === 'main') {
    out(help.main!);
    return command && command !== 'help' && !(command in help) ? 2 : 0;
  }
  if (values.help) {
    out(help[command]!);
    return 0;
  }

  const filter: ListFilter = {};
  if (values.kind) {
    if (!kinds.includes(values.kind as Kind))
      throw new LeadsToolError(`--kind moet intake, contact of newsletter zijn, niet '${values.kind}'.`);
    filter.kinds = [values.kind as Kind];
  }
  for (const name of ['since', 'until'] as const) {
    const value = values[name];
    if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value))
      throw new LeadsToolError(`--${name} verwacht een datum als 2026-11-22, niet '${value}'.`);
    if (value) filter[name] = value;
  }

  let target: Target | undefined;
  try {
    target = await openTarget({
      local: !values.aws,
      region: values.region,
      stack: values.stack,
      uploadsBucket: values['uploads-bucket'],
      queueUrl: values['queue-url'],
      overrides: {
        contact: values['contact-table'],
        intake: values['intake-table'],
        newsletter: values['newsletter-table'],
      },
    });
    switch (command) {
      case 'list':
        await list(target, filter, out);
        break;
      case 'show':
        if (!argument) throw new LeadsToolError('Welke lead? Gebruik: npm run leads -- show <id>');
        await show(target, argument, out);
        break;
      case 'export':
        if (!values.csv) throw new LeadsToolError('Kies het formaat: npm run leads -- export --csv');
        await exportCsv(target, filter, values.output, out);
        break;
      case 'files':
        if (!argument) throw new LeadsToolError('Welke lead? Gebruik: npm run leads -- files <id>');
        await downloadFiles(target, argument, values.dir, out);
        break;
      case 'resend':
        if (!argument) throw new LeadsToolError('Welke lead? Gebruik: npm run leads -- resend <id>');
        await resend(target, argument, out);
        break;
      case 'erase':
        if (!values.email) throw new LeadsToolError('Wiens gegevens? Gebruik: npm run leads -- erase --email <adres>');
        await erase(target, values.email, values['dry-run'] === true, out);
        break;
    }
    return 0;
  } catch (error) {
    console.error(explain(error, target));
    return 1;
  } finally {
    target?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(explain(error, undefined));
      process.exit(1);
    });
}
