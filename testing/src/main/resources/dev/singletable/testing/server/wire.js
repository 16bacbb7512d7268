// Replies on the wire as DynamoDB sends them: JSON with the x-amz-crc32 header the AWS SDKs check.
'use strict'

const crypto = require('crypto')
const { crc32 } = require('./dynalite')

const PREFIX = 'com.amazonaws.dynamodb.v20120810#'

/** A reply: {statusCode, body}, body being the JSON object to send. */
function reply (body, statusCode = 200) {
  return { statusCode, body }
}

/** An error reply of DynamoDB's type `type` (e.g. 'ValidationException'), with `extra` members. */
function error (type, message, extra) {
  return reply({ __type: PREFIX + type, message, ...extra }, 400)
}

/** TransactionCanceledException, in DynamoDB's wire shape: one reason per action, in order. */
function canceled (reasons) {
  return error('TransactionCanceledException',
    'Transaction cancelled, please refer cancellation reasons for specific reasons [' +
      reasons.map((reason) => reason.Code).join(', ') + ']',
    { CancellationReasons: reasons })
}

/** The reply for an error that dynalite's own code threw or called back with. */
function fromDynalite (err) {
  if (err && err.statusCode) return reply(err.body, err.statusCode)
  throw err
}

function send (req, res, { statusCode, body }) {
  const text = JSON.stringify(body)
  const type = (req.headers['content-type'] || '').split(';')[0].trim()
  res.statusCode = statusCode
  res.setHeader('x-amzn-RequestId', crypto.randomBytes(39).toString('base64').toUpperCase().replace(/\+|\//g, '0'))
  res.setHeader('x-amz-crc32', crc32.unsigned(text))
  res.setHeader('Content-Type', type === 'application/x-amz-json-1.0' ? type : 'application/json')
  res.setHeader('Content-Length', Buffer.byteLength(text, 'utf8'))
  res.end(text)
}

module.exports = { reply, error, canceled, fromDynalite, send }
