// dynalite's store, with promises: tables, item reads and dynalite's own item actions.
'use strict'

const { db, actions } = require('./dynalite')

function createStoreAccess (store) {
  function call (fn, ...args) {
    return new Promise((resolve, reject) => {
      fn(...args, (err, value) => (err ? reject(err) : resolve(value)))
    })
  }

  return {
    store,
    /** The table's description; rejects with ResourceNotFoundException unless it is ACTIVE or UPDATING. */
    table: (name) => call(store.getTable, name, true),
    /** The item under `key` (an item or key map), or undefined. */
    async read (table, key) {
      try {
        return await call(store.getItemDb(table.TableName).get, db.createKey(key, table))
      } catch (err) {
        if (err.name === 'NotFoundError') return undefined
        throw err
      }
    },
    /** Runs dynalite's action ('PutItem', 'UpdateItem', 'DeleteItem', 'GetItem') on validated data. */
    run: (action, data) => call(actions[action], store, data),
    /**
     * Makes the item under the key of `attributes` (an item or key map) `old` again: puts `old` back, or
     * deletes the item if `old` is undefined (there was none). Indexes follow, as dynalite's writes keep them.
     */
    restore (table, attributes, old) {
      if (old) return call(actions.PutItem, store, { TableName: table.TableName, Item: old })
      return call(actions.DeleteItem, store, { TableName: table.TableName, Key: keyOf(attributes, table) })
    },
  }
}

function keyOf (attributes, table) {
  return Object.fromEntries(table.KeySchema.map(({ AttributeName }) => [AttributeName, attributes[AttributeName]]))
}

module.exports = { createStoreAccess }
