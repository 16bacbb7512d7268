// Checks tables' infrastructure exports with tools no one here wrote, and compares what each says
// the table is. Usage: node check.js DIR [DIR ...], each DIR a table's export folder as the processor
// writes it (cloudformation.json, cloudformation.yaml, cdk.ts, terraform.tf; a file missing is a
// problem). Prints one JSON object: for each DIR, {"tables": {source: table}, "problems": [...]},
// where a table is the part every source states alike (key attributes and their types, key schema,
// the indexes with their keys and projections, billing mode). Exits 1 when a validator refuses a file
// or two sources of one DIR describe different tables, 2 on bad usage.
'use strict';

const fs = require('fs');
const path = require('path');
const Module = require('module');

const FILES = {
  'cloudformation-json': 'cloudformation.json',
  'cloudformation-yaml': 'cloudformation.yaml',
  'cdk-typescript': 'cdk.ts',
  terraform: 'terraform.tf',
};

if (process.argv.length < 3) {
  console.error('usage: node check.js DIR [DIR ...]');
  process.exit(2);
}

let problems = [];
let tables = {};

/** The table resource of a template: the one AWS::DynamoDB::Table (or the GlobalTable TableV2 makes). */
function tableResource(template, source) {
  const found = Object.entries(template.Resources || {})
      .filter(([, r]) => r.Type === 'AWS::DynamoDB::Table' || r.Type === 'AWS::DynamoDB::GlobalTable');
  if (found.length !== 1) {
    problems.push(`${source}: ${found.length} DynamoDB table resources, expected 1`);
    return null;
  }
  return found[0][1].Properties;
}

/** What a CloudFormation table resource (or a TableV2's GlobalTable) says the table is. */
function fromCloudFormation(properties, template) {
  const keys = (schema) => (schema || []).map((k) => `${k.AttributeName} ${k.KeyType}`);
  const index = (i) => ({ name: i.IndexName, keys: keys(i.KeySchema), projection: i.Projection.ProjectionType,
    nonKeyAttributes: (i.Projection.NonKeyAttributes || []).slice().sort() });
  let billing = properties.BillingMode;
  if (billing && billing.Ref) {
    const parameter = (template.Parameters || {})[billing.Ref];
    billing = parameter ? parameter.Default : `unresolved Ref ${billing.Ref}`;
  }
  return {
    attributes: (properties.AttributeDefinitions || []).map((a) => `${a.AttributeName} ${a.AttributeType}`).sort(),
    keys: keys(properties.KeySchema),
    globalIndexes: (properties.GlobalSecondaryIndexes || []).map(index).sort(byName),
    localIndexes: (properties.LocalSecondaryIndexes || []).map(index).sort(byName),
    billing: billing || 'PROVISIONED',
  };
}

/** What a Terraform aws_dynamodb_table says the table is, as @cdktf/hcl2json parsed it. */
function fromTerraform(json) {
  const resources = (json.resource || {}).aws_dynamodb_table || {};
  const names = Object.keys(resources);
  if (names.length !== 1) {
    problems.push(`terraform: ${names.length} aws_dynamodb_table resources, expected 1`);
    return null;
  }
  const table = resources[names[0]][0];
  const keys = (hash, range) => [`${hash} HASH`].concat(range ? [`${range} RANGE`] : []);
  const index = (i) => ({ name: i.name, keys: keys(i.hash_key, i.range_key), projection: i.projection_type,
    nonKeyAttributes: (i.non_key_attributes || []).slice().sort() });
  let billing = table.billing_mode;
  const variable = /^\$\{var\.([A-Za-z0-9_]+)\}$/.exec(billing || '');
  if (variable) {
    const declared = ((json.variable || {})[variable[1]] || [{}])[0];
    billing = declared.default || `unresolved var.${variable[1]}`;
  }
  return {
    attributes: (table.attribute || []).map((a) => `${a.name} ${a.type}`).sort(),
    keys: keys(table.hash_key, table.range_key),
    globalIndexes: (table.global_secondary_index || []).map(index).sort(byName),
    localIndexes: (table.local_secondary_index || []).map((i) => index({ ...i, hash_key: table.hash_key })).sort(byName),
    billing: billing || 'PROVISIONED',
  };
}

/**
 * What DynamoDB itself requires of one table: attributes declared are exactly the key attributes of
 * the table and its indexes, each index projects ALL, KEYS_ONLY or INCLUDE (cfn-lint does not check
 * the enumeration), and a local index shares the table's partition key.
 */
function consistent(source, table) {
  const keyed = new Set();
  const schemas = [table.keys].concat(table.globalIndexes.map((i) => i.keys), table.localIndexes.map((i) => i.keys));
  schemas.forEach((schema) => schema.forEach((key) => keyed.add(key.split(' ')[0])));
  const declared = table.attributes.map((a) => a.split(' ')[0]);
  const expected = Array.from(keyed).sort();
  if (JSON.stringify(declared.slice().sort()) !== JSON.stringify(expected)) {
    problems.push(`${source}: declares attributes ${JSON.stringify(declared)}, but the key attributes are ${JSON.stringify(expected)}`);
  }
  for (const index of table.globalIndexes.concat(table.localIndexes)) {
    if (!['ALL', 'KEYS_ONLY', 'INCLUDE'].includes(index.projection)) {
      problems.push(`${source}: index ${index.name} projects ${index.projection}, not ALL, KEYS_ONLY or INCLUDE`);
    }
  }
  for (const index of table.localIndexes) {
    if (index.keys[0] !== table.keys[0]) {
      problems.push(`${source}: local index ${index.name} is keyed ${index.keys[0]}, not the table's ${table.keys[0]}`);
    }
  }
}

function byName(a, b) {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * cfn-lint's verdict on a template file: its critical findings become problems. Its validator keeps
 * the last file's findings in module state, so it is reset before each file.
 */
function lint(file, source) {
  const validator = require('cfn-lint/lib/validator');
  validator.resetValidator();
  const result = validator.validateFile(file);
  for (const error of result.errors.crit) {
    problems.push(`${source}: cfn-lint: ${error.message} (at ${error.resource})`);
  }
  return result.templateValid;
}

/** js-yaml with CloudFormation's short-form tags read as their long forms. */
function readYaml(file) {
  const yaml = require('js-yaml');
  const tags = ['Ref', 'GetAtt', 'If', 'Equals', 'Not', 'And', 'Or', 'Sub', 'Join', 'Select', 'Split',
    'FindInMap', 'GetAZs', 'ImportValue', 'Condition', 'Base64', 'Cidr'];
  const types = [];
  for (const tag of tags) {
    const name = tag === 'Ref' || tag === 'Condition' ? tag : `Fn::${tag}`;
    for (const kind of ['scalar', 'sequence', 'mapping']) {
      types.push(new yaml.Type(`!${tag}`, { kind, construct: (data) => ({
        [name]: tag === 'GetAtt' && typeof data === 'string' ? data.split('.') : data }) }));
    }
  }
  return yaml.load(fs.readFileSync(file, 'utf8'), { schema: yaml.DEFAULT_SCHEMA.extend(types) });
}

/** The template that aws-cdk-lib synthesizes from the TypeScript snippet's exported function. */
function synthesize(file) {
  const ts = require('typescript');
  const js = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  }).outputText;
  const snippet = new Module(file);
  snippet.filename = file;
  snippet.paths = Module._nodeModulePaths(__dirname);
  snippet._compile(js, file);
  const exported = Object.values(snippet.exports).filter((value) => typeof value === 'function');
  if (exported.length !== 1) {
    problems.push(`cdk-typescript: ${exported.length} exported functions, expected 1 taking (scope, id, tableName)`);
    return null;
  }
  const { App, Stack } = require('aws-cdk-lib');
  const app = new App();
  const stack = new Stack(app, 'ExportCheck');
  exported[0](stack, 'Table', 'export-check');
  return app.synth().getStackByName('ExportCheck').template;
}

async function checkFolder(dir) {
  problems = [];
  tables = {};
  const files = {};
  for (const [source, name] of Object.entries(FILES)) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) {
      files[source] = file;
    } else {
      problems.push(`${source}: ${file} is missing`);
    }
  }
  if (files['cloudformation-json']) {
    lint(files['cloudformation-json'], 'cloudformation-json');
    const template = JSON.parse(fs.readFileSync(files['cloudformation-json'], 'utf8'));
    const properties = tableResource(template, 'cloudformation-json');
    if (properties) tables['cloudformation-json'] = fromCloudFormation(properties, template);
  }
  if (files['cloudformation-yaml']) {
    lint(files['cloudformation-yaml'], 'cloudformation-yaml');
    const template = readYaml(files['cloudformation-yaml']);
    const properties = tableResource(template, 'cloudformation-yaml');
    if (properties) tables['cloudformation-yaml'] = fromCloudFormation(properties, template);
  }
  if (files['cdk-typescript']) {
    const template = synthesize(files['cdk-typescript']);
    const properties = template && tableResource(template, 'cdk-typescript');
    if (properties) tables['cdk-typescript'] = fromCloudFormation(properties, template);
  }
  if (files.terraform) {
    const { parse } = require('@cdktf/hcl2json');
    try {
      tables.terraform = fromTerraform(await parse(path.basename(files.terraform),
          fs.readFileSync(files.terraform, 'utf8')));
    } catch (e) {
      problems.push(`terraform: ${String(e.message || e).split('\n')[0]}`);
    }
  }
  const sources = Object.keys(tables).filter((source) => tables[source]);
  for (const source of sources) {
    consistent(source, tables[source]);
  }
  for (const source of sources.slice(1)) {
    for (const part of ['attributes', 'keys', 'globalIndexes', 'localIndexes', 'billing']) {
      const first = JSON.stringify(tables[sources[0]][part]);
      const other = JSON.stringify(tables[source][part]);
      if (first !== other) {
        problems.push(`${source} and ${sources[0]} differ in ${part}: ${other} against ${first}`);
      }
    }
  }
  return { tables, problems };
}

async function main() {
  const results = {};
  let failed = false;
  for (const dir of process.argv.slice(2)) {
    try {
      results[dir] = await checkFolder(path.resolve(dir));
    } catch (e) {
      results[dir] = { tables, problems: problems.concat([`check.js failed: ${e.stack || e}`]) };
    }
    failed = failed || results[dir].problems.length > 0;
  }
  console.log(JSON.stringify(results));
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.error(`check.js failed: ${e.stack || e}`);
  process.exit(1);
});
