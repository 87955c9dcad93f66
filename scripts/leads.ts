/**
 * `npm run leads -- <command>`: the staff's view of the leads, against the local stack by default and
 * against AWS with --aws (the operator's credentials; names from the stack's outputs or options).
 */
import { parseArgs } from 'node:util';
import { backfill, downloadFiles, erase, exportLeads, list, resend, show, type ListFilter } from './leads/commands.ts';
import { doctor } from './leads/doctor.ts';
import { leadsDir } from './leads/files.ts';
import type { Kind } from '../functions/leads-tool-api.ts';
import { explain, LeadsToolError, openTarget, type Target } from './leads/target.ts';
import { tableKeys, tables, uploadsBucket } from '../infra/app-spec.ts';
import { runAsStaffTool, type LocalResources } from '../infra/local/lambda-sandbox.ts';

const common = `Waar:
  (standaard)              de lokale stack van npm start (poorten via DYNAMODB_PORT en S3_PORT)
  --aws                    de stack in AWS, met je AWS-inloggegevens (AWS_PROFILE of aws sso login)
  --region <regio>         AWS-regio (of AWS_REGION)
  --stack <naam>           naam van de CloudFormation-stack (standaard Startsprong)
  --contact-table, --intake-table, --newsletter-table, --audit-table, --uploads-bucket <naam>, --queue-url <url>
                           namen zelf opgeven in plaats van ze uit de stack te lezen

show, export, files, resend en erase komen in het logboek van het beheer, met wie je bent
(je AWS-identiteit; lokaal de gebruiker van deze computer).

Bestanden (export, bijlagen) komen buiten het project, in ${leadsDir()}
(een andere map: LEADS_DIR=<map>).
Wacht standaard 5 seconden op de lokale stack en 20 op AWS (LEADS_TIMEOUT=<seconden>).`;

const help: Record<string, string> = {
  main: `Leads van Startsprong bekijken, exporteren, opnieuw versturen en wissen.

Gebruik: npm run leads -- <commando> [opties]

Commando's:
  list                     alle leads, nieuwste eerst
  show <id>                één lead met al zijn antwoorden, bijlagen en e-mailstatus
  export --xlsx            alle leads als Excel-werkmap
  export --csv             alle leads als CSV (voor andere programma's)
  files <id>               de bijlagen van een lead downloaden
  resend <id>              de e-mails van een lead opnieuw laten versturen
  erase --email <adres>    alles van één persoon wissen (AVG-verzoek)
  backfill                 eenmalig na een upgrade: zoeksleutels van oudere leads en de tellingen van het beheer
  doctor                   mag SES al naar iedereen mailen? (sandbox, limieten, afzenders)

Hulp per commando: npm run leads -- <commando> --help

${common}`,
  list: `Gebruik: npm run leads -- list [--kind intake|contact|newsletter] [--since JJJJ-MM-DD] [--until JJJJ-MM-DD]

Toont per lead één regel van hoogstens 100 tekens: datum (Amsterdamse tijd), soort, naam, e-mailadres,
waar het over gaat, aantal bijlagen en het begin van het id (genoeg voor show en files).
--since en --until tellen de dagen in Amsterdamse tijd, zoals de lijst ze toont.

${common}`,
  show: `Gebruik: npm run leads -- show <id>

Het id mag ook het begin zijn dat list toont (8 tekens). Werkt voor intakes, contactberichten en
nieuwsbriefaanmeldingen.

Toont elk antwoord onder zijn Nederlandse label, de bijlagen en of de e-mails verstuurd zijn.

${common}`,
  export: `Gebruik: npm run leads -- export --xlsx [--output bestand.xlsx] [--kind ...] [--since ...] [--until ...]
       npm run leads -- export --csv [--output bestand.csv] [--kind ...] [--since ...] [--until ...]

--xlsx schrijft een Excel-werkmap (standaard leads-<datum>.xlsx): telefoonnummers blijven tekst,
datums zijn Nederlandse datums in Amsterdamse tijd, kolommen en waarden in het Nederlands.
--csv schrijft dezelfde kolommen als CSV (UTF-8 met BOM en puntkomma's) naar het scherm, of naar een
bestand met --output. Een bestandsnaam zonder map komt in de map hieronder.

${common}`,
  files: `Gebruik: npm run leads -- files <id> [--dir map]

Downloadt de bijlagen van een lead naar een map (standaard bijlagen-<id> in de map hieronder).

${common}`,
  doctor: `Gebruik: npm run leads -- doctor [--aws --region <regio>]

Met --aws: zit het SES-account nog in de sandbox (dan krijgen alleen geverifieerde adressen e-mail),
wat zijn de verzendlimieten, en welke afzenders (domeinen, adressen) zijn geverifieerd.
Zonder --aws: wat de lokale stack met e-mail doet.

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
  backfill: `Gebruik: npm run leads -- backfill

Eenmalig na het bijwerken van een stack met leads van vóór de zoekfuncties van het beheer: geeft elke
intake en elk contactbericht het telefoonnummer als zoeksleutel (zoeken op 06-12345678, +31 6 ...) en telt
de leads per status opnieuw voor de tellingen op de inboxpagina. Opnieuw draaien kan geen kwaad; doe het
op een rustig moment.

${common}`,
};

const kinds: readonly Kind[] = ['intake', 'contact', 'newsletter'];

const options = {
  help: { type: 'boolean', short: 'h' },
  aws: { type: 'boolean' },
  region: { type: 'string' },
  stack: { type: 'string' },
  'contact-table': { type: 'string' },
  'intake-table': { type: 'string' },
  'newsletter-table': { type: 'string' },
  'audit-table': { type: 'string' },
  'uploads-bucket': { type: 'string' },
  'queue-url': { type: 'string' },
  kind: { type: 'string' },
  since: { type: 'string' },
  until: { type: 'string' },
  csv: { type: 'boolean' },
  xlsx: { type: 'boolean' },
  output: { type: 'string' },
  dir: { type: 'string' },
  email: { type: 'string' },
  'dry-run': { type: 'boolean' },
} as const;

/** node:util's parse errors, in Dutch and with the way out. */
function parseArguments(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, options });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const option = /'([^']+)'/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new LeadsToolError(`Onbekende optie ${option}. Welke opties er zijn: npm run leads -- <commando> --help`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new LeadsToolError(`Optie ${option.split(' ')[0]} verwacht een waarde (of juist niet). Zie npm run leads -- <commando> --help`);
    throw new LeadsToolError(`Deze opdracht begrijp ik niet: ${message}`);
  }
}

export async function run(argv: readonly string[], out: (line: string) => void = (line) => console.log(line)): Promise<number> {
  let parsed: ReturnType<typeof parseArguments>;
  try {
    parsed = parseArguments(argv);
  } catch (error) {
    console.error(explain(error, undefined));
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, argument] = positionals;
  if (!command || command === 'help' || !(command in help) || command === 'main') {
    if (command && command !== 'help' && !(command in help)) {
      console.error(`Onbekend commando '${command}'.`);
      out(help.main!);
      return 2;
    }
    out(help.main!);
    return 0;
  }
  if (values.help) {
    out(help[command]!);
    return 0;
  }

  const fallback = { label: values.aws ? 'AWS-stack' : 'lokale stack', local: !values.aws };
  let target: Target | undefined;
  try {
    const filter: ListFilter = {};
    if (values.kind) {
      if (!kinds.includes(values.kind as Kind))
        throw new LeadsToolError(`--kind moet intake, contact, newsletter of booking zijn, niet '${values.kind}'.`);
      filter.kinds = [values.kind as Kind];
    }
    for (const name of ['since', 'until'] as const) {
      const value = values[name];
      if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value))
        throw new LeadsToolError(`--${name} verwacht een datum als 2026-11-22, niet '${value}'.`);
      if (value) filter[name] = value;
    }
    if (command === 'doctor') return await doctor({ local: !values.aws, region: values.region }, out);
    if (command === 'export' && values.csv === values.xlsx)
      throw new LeadsToolError("Kies één formaat: npm run leads -- export --xlsx (Excel) of --csv (andere programma's).");

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
        audit: values['audit-table'],
      },
    });
    const opened = target;
    // Against the local stack the tool gets the grants the staff policy gives it in AWS, and no more.
    const asStaff = async <T>(call: () => Promise<T>): Promise<T> =>
      opened.local ? runAsStaffTool(await opened.callerArn(), await localResources(opened), call) : call();
    await asStaff(() => perform(command, argument, values, filter, opened, out));
    return 0;
  } catch (error) {
    console.error(explain(error, target ?? fallback));
    return 1;
  } finally {
    target?.close();
  }
}

/** The resources the local permission guard names, as this target reaches them. */
async function localResources(target: Target): Promise<LocalResources> {
  return {
    tableNames: Object.fromEntries(
      tableKeys.map((key) => [key, target.tableNames[key] ?? tables[key].localName]),
    ) as LocalResources['tableNames'],
    uploadsBucket: target.uploadsBucket ?? uploadsBucket.localName,
    queueUrl: (await target.queueUrl()) ?? '',
    secretArns: {},
  };
}

async function perform(
  command: string,
  argument: string | undefined,
  values: ReturnType<typeof parseArguments>['values'],
  filter: ListFilter,
  target: Target,
  out: (line: string) => void,
): Promise<void> {
  switch (command) {
    case 'list':
      await list(target, filter, out);
      break;
    case 'show':
      if (!argument) throw new LeadsToolError('Welke lead? Gebruik: npm run leads -- show <id>');
      await show(target, argument, out);
      break;
    case 'export':
      await exportLeads(target, filter, values.xlsx ? 'xlsx' : 'csv', values.output, out);
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
    case 'backfill':
      await backfill(target, out);
      break;
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
