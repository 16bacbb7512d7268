/**
 * Test support: {@link dev.singletable.spring.test.LocalDynamoDbInitializer} starts a local
 * DynamoDB for a Spring context and points its client beans at it. Needs {@code
 * singletable-testing} on the test class path.
 */
package dev.singletable.spring.test;
