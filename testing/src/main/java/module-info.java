/**
 * A local DynamoDB for tests: dynalite, bundled and started on Node.js ({@code LocalDynamoDb}), and
 * a JUnit 5 extension that gives each test a fresh table ({@code LocalDynamoDbExtension}).
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.singletable.testing {
  requires transitive software.amazon.awssdk.services.dynamodb;
  requires transitive software.amazon.awssdk.core;
  requires transitive org.junit.jupiter.api;
  requires java.net.http;
  requires software.amazon.awssdk.auth;
  requires software.amazon.awssdk.http;
  requires software.amazon.awssdk.regions;
  requires software.amazon.awssdk.http.apache5;
  requires software.amazon.awssdk.http.nio.netty;

  exports dev.singletable.testing;
}
