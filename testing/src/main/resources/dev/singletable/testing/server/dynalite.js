// dynalite's own modules, loaded from the dynalite in the working directory (the launcher runs there),
// so that the transactions reuse its validation, expression parsers, condition checks and item writes.
'use strict'

const path = require('path')

const home = path.dirname(require.resolve('dynalite', { paths: [process.cwd()] }))
const from = (name) => require(path.join(home, name))

module.exports = {
  home,
  db: from('db'),
  validations: from('validations'),
  actions: {
    PutItem: from('actions/putItem'),
    UpdateItem: from('actions/updateItem'),
    DeleteItem: from('actions/deleteItem'),
    GetItem: from('actions/getItem'),
  },
  rules: {
    PutItem: from('validations/putItem'),
    UpdateItem: from('validations/updateItem'),
    DeleteItem: from('validations/deleteItem'),
    GetItem: from('validations/getItem'),
  },
  crc32: require(require.resolve('buffer-crc32', { paths: [home] })),
}
