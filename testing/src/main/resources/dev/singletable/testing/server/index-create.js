// UpdateTable with GlobalSecondaryIndexUpdates Create, which dynalite accepts and ignores: the index is
// added to the table's description and filled from the items stored (DynamoDB's backfill), while the
// router holds the gate exclusively, and is ACTIVE when the answer is sent (as dynalite's createTableMs
// of 0 makes a new table's). DynamoDB's rules are kept: one index created per UpdateTable, nothing else
// changed by it, a name no index of the table has, every key attribute defined once with one type.
'use strict'

const { db } = require('./dynalite')
const wire = require('./wire')

const ALLOWED = new Set(['TableName', 'AttributeDefinitions', 'GlobalSecondaryIndexUpdates'])

function routeIndexCreate (router, access) {
  const creates = (request) => Boolean(request.body && Array.isArray(request.body.GlobalSecondaryIndexUpdates) &&
    request.body.GlobalSecondaryIndexUpdates.some((update) => update && update.Create))
  router.route('UpdateTable', async (request) => {
    const body = request.body
    if (body.GlobalSecondaryIndexUpdates.length !== 1 || Object.keys(body).some((member) => !ALLOWED.has(member))) {
      return invalid('This local server creates one global secondary index per UpdateTable, with nothing else' +
        ' in the request (DynamoDB too allows one index creation per UpdateTable)')
    }
    const create = body.GlobalSecondaryIndexUpdates[0].Create
    const table = await access.table(body.TableName)
    const indexes = table.GlobalSecondaryIndexes || []
    if (indexes.some((index) => index.IndexName === create.IndexName) ||
        (table.LocalSecondaryIndexes || []).some((index) => index.IndexName === create.IndexName)) {
      return invalid('One or more parameter values were invalid: Index with name ' + create.IndexName + ' already exists')
    }
    const definitions = [...table.AttributeDefinitions]
    for (const wanted of body.AttributeDefinitions || []) {
      const found = definitions.find((definition) => definition.AttributeName === wanted.AttributeName)
      if (found && found.AttributeType !== wanted.AttributeType) {
        return invalid('One or more parameter values were invalid: Attribute ' + wanted.AttributeName +
          ' is defined as ' + found.AttributeType + ', not ' + wanted.AttributeType)
      }
      if (!found) definitions.push(wanted)
    }
    const undefinedKey = create.KeySchema.find((key) =>
      !definitions.some((definition) => definition.AttributeName === key.AttributeName))
    if (undefinedKey) {
      return invalid('One or more parameter values were invalid: Some index key attributes are not defined in' +
        ' AttributeDefinitions. Keys: [' + undefinedKey.AttributeName + ']')
    }
    const index = {
      IndexName: create.IndexName,
      KeySchema: create.KeySchema,
      Projection: create.Projection,
      IndexStatus: 'ACTIVE',
      ProvisionedThroughput: { ReadCapacityUnits: 0, WriteCapacityUnits: 0, NumberOfDecreasesToday: 0,
        ...(create.ProvisionedThroughput || {}) },
      IndexArn: table.TableArn + '/index/' + create.IndexName,
      IndexSizeBytes: 0,
      ItemCount: 0,
    }
    table.AttributeDefinitions = definitions
    table.GlobalSecondaryIndexes = [...indexes, index]
    await call(access.store.tableDb.put, table.TableName, table)
    const onlyNew = { ...table, LocalSecondaryIndexes: [], GlobalSecondaryIndexes: [index] }
    for await (const item of access.store.getItemDb(table.TableName).createValueStream()) {
      await call(db.updateIndexes, access.store, onlyNew, null, item)
    }
    return wire.reply({ TableDescription: table })
  }, creates)
}

function invalid (message) {
  return wire.error('ValidationException', message)
}

function call (fn, ...args) {
  return new Promise((resolve, reject) => fn(...args, (err, value) => (err ? reject(err) : resolve(value))))
}

module.exports = { routeIndexCreate }
