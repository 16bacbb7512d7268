// ReturnValuesOnConditionCheckFailure=ALL_OLD on PutItem, UpdateItem and DeleteItem, which dynalite
// ignores: dynalite answers the request, and when its condition failed, the item as it is (read while
// the router holds the gate exclusively, so as it was when the condition failed) goes in the error's Item.
'use strict'

const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem']

function routeConditionOld (router, access) {
  const wantsOld = (request) => Boolean(request.body && request.body.ReturnValuesOnConditionCheckFailure === 'ALL_OLD')
  for (const operation of WRITES) {
    router.route(operation, async (request) => {
      const answer = await request.capture()
      if (!/#ConditionalCheckFailedException$/.test(answer.body.__type || '')) return answer
      const table = await access.table(request.body.TableName)
      const old = await access.read(table, request.body.Item || request.body.Key)
      if (old) answer.body.Item = old
      return answer
    }, wantsOld)
  }
}

module.exports = { routeConditionOld }
