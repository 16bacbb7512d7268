// Reads the TransactItems of TransactWriteItems and TransactGetItems with dynalite's own validation:
// each action is checked against the rules of the single request it resembles (Put as PutItem, and so
// on), which also parses its expressions, so that errors read as DynamoDB's single requests' do.
'use strict'

const { db, validations, rules } = require('./dynalite')

const MAX_ACTIONS = 100
const MAX_TOTAL_BYTES = 4 * 1024 * 1024
const RETURN_OLD = 'ReturnValuesOnConditionCheckFailure'
const EXPRESSION_VALUES = ['ExpressionAttributeNames', 'ExpressionAttributeValues']
const CONDITION = ['ConditionExpression', ...EXPRESSION_VALUES, RETURN_OLD]

const WRITE_ACTIONS = {
  ConditionCheck: action(null, rules.DeleteItem, ['TableName', 'Key', ...CONDITION], ['ConditionExpression']),
  Put: action('PutItem', rules.PutItem, ['TableName', 'Item', ...CONDITION]),
  Delete: action('DeleteItem', rules.DeleteItem, ['TableName', 'Key', ...CONDITION]),
  Update: action('UpdateItem', rules.UpdateItem, ['TableName', 'Key', 'UpdateExpression', ...CONDITION],
    ['UpdateExpression']),
}
const GET_ACTIONS = {
  Get: action('GetItem', rules.GetItem, ['TableName', 'Key', 'ProjectionExpression', 'ExpressionAttributeNames']),
}

const WRITE_REQUEST = request(WRITE_ACTIONS, 'TransactWriteItem', {
  ClientRequestToken: { type: 'String', lengthGreaterThanOrEqual: 1, lengthLessThanOrEqual: 36 },
  ReturnItemCollectionMetrics: rules.PutItem.types.ReturnItemCollectionMetrics,
})
const GET_REQUEST = request(GET_ACTIONS, 'TransactGetItem', {})

/** The single-request rules for one kind of action, keeping only the members a transaction takes. */
function action (name, rule, members, required = []) {
  const types = {}
  for (const member of members) {
    const type = member === RETURN_OLD ? { type: 'String', enum: ['ALL_OLD', 'NONE'] } : rule.types[member]
    types[member] = required.includes(member) ? { ...type, notNull: true } : type
  }
  return { name, custom: rule.custom, types }
}

function request (actions, structure, members) {
  const children = {}
  for (const kind in actions) {
    children[kind] = { type: 'FieldStruct<' + kind + '>', children: actions[kind].types }
  }
  return {
    actions,
    types: {
      ...members,
      ReturnConsumedCapacity: rules.PutItem.types.ReturnConsumedCapacity,
      TransactItems: {
        type: 'List',
        notNull: true,
        lengthGreaterThanOrEqual: 1,
        lengthLessThanOrEqual: MAX_ACTIONS,
        children: { type: 'ValueStruct<' + structure + '>', children },
      },
    },
  }
}

/**
 * Validates a request body and returns {data, actions}, each action being {kind, name, data, table, key,
 * returnOld, invalid}; throws (or rejects with) dynalite's error for the first problem that DynamoDB
 * answers with an error of its own (an empty-string key among them). `invalid` is dynalite's error for a key that does not match the
 * table, which DynamoDB answers with a cancellation reason (ValidationError) instead.
 */
async function readTransactItems (shape, body, access) {
  if (body == null || typeof body !== 'object') {
    throw Object.assign(new Error('SerializationException'), {
      statusCode: 400, body: { __type: 'com.amazon.coral.service#SerializationException' },
    })
  }
  const data = validations.checkTypes(body, shape.types)
  validations.checkValidations(data, shape.types, null, access.store)
  const actions = data.TransactItems.map((entry) => readAction(shape.actions, entry, access.store))
  const seen = new Set()
  let totalBytes = 0
  for (const one of actions) {
    one.table = await access.table(one.data.TableName)
    const empty = emptyKeyError(one.data.Item || one.data.Key, one.table)
    if (empty) throw empty
    one.invalid = one.data.Item ? db.validateItem(one.data.Item, one.table)
      : db.validateKey(one.data.Key, one.table) ||
        db.validateUpdates(undefined, one.data._updates, one.table) ||
        db.validateKeyPaths((one.data._projection || {}).nestedPaths, one.table)
    if (one.invalid) continue
    one.key = db.createKey(one.data.Item || one.data.Key, one.table)
    const id = one.data.TableName + '\u0000' + one.key
    if (seen.has(id)) throw db.validationError('Transaction request cannot include multiple operations on one item')
    seen.add(id)
    if (one.data.Item) totalBytes += db.itemSize(one.data.Item)
  }
  if (totalBytes > MAX_TOTAL_BYTES) {
    throw db.validationError('Transaction request size has exceeded the maximum allowed size of 4 MB')
  }
  return { data, actions }
}

/**
 * DynamoDB refuses a whole transaction, rather than cancelling it, when a key attribute of the type its
 * table declares is an empty string or binary; dynalite's single-item checks word it two ways.
 */
function emptyKeyError (attributes, table) {
  for (const { AttributeName: name } of table.KeySchema) {
    const type = table.AttributeDefinitions.find((one) => one.AttributeName === name).AttributeType
    if ((type === 'S' || type === 'B') && attributes != null && attributes[name] != null &&
        attributes[name][type] === '') {
      return db.validationError('One or more parameter values are not valid. The AttributeValue for a' +
        ' key attribute cannot contain an empty ' + (type === 'S' ? 'string' : 'binary') + ' value. Key: ' + name)
    }
  }
  return null
}

/** The cancellation reasons for actions whose key does not match their table, or null if none. */
function invalidReasons (actions) {
  if (!actions.some((one) => one.invalid)) return null
  return actions.map((one) => one.invalid
    ? { Code: 'ValidationError', Message: one.invalid.body.message } : { Code: 'None' })
}

function readAction (actions, entry, store) {
  const kinds = Object.keys(actions).filter((kind) => entry[kind] != null)
  if (kinds.length !== 1) {
    throw db.validationError('TransactItems can only contain one of ' + Object.keys(actions).join(', '))
  }
  const kind = kinds[0]
  const data = entry[kind]
  validations.checkValidations(data, actions[kind].types, actions[kind].custom, store)
  return { kind, name: actions[kind].name, data, returnOld: data[RETURN_OLD] === 'ALL_OLD' }
}

module.exports = { readTransactItems, invalidReasons, WRITE_REQUEST, GET_REQUEST }
