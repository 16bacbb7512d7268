package dev.singletable.testing;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Asks a dynalite for ListTables with the JDK's HTTP client, to learn that it serves requests.
 *
 * <p>{@code GET /} says healthy even when the on-disk store failed to open, so this sends the
 * real operation. It does not use the AWS SDK: starting a server then loads none of the SDK's
 * classes (saving most of a second in the first start of a JVM) and initialises no SLF4J, which
 * would print a warning in a project that has no SLF4J binding. dynalite checks that a request
 * has the form of a signed one, but not the signature.
 */
final class ListTablesProbe {

  private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(1);
  private static final String AUTHORIZATION = "AWS4-HMAC-SHA256"
      + " Credential=local/20240101/us-east-1/dynamodb/aws4_request,"
      + " SignedHeaders=host;x-amz-date;x-amz-target, Signature=0";

  private final HttpClient client = HttpClient.newBuilder()
      .version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(CONNECT_TIMEOUT)
      .build();
  private final HttpRequest.Builder request;

  ListTablesProbe(URI endpoint) {
    this.request = HttpRequest.newBuilder(endpoint)
        .header("Content-Type", "application/x-amz-json-1.0")
        .header("X-Amz-Target", "DynamoDB_20120810.ListTables")
        .header("X-Amz-Date", "20240101T000000Z")
        .header("Authorization", AUTHORIZATION)
        .POST(HttpRequest.BodyPublishers.ofString("{\"Limit\":1}"));
  }

  /**
   * Sends one ListTables and waits up to {@code timeout} for the answer. dynalite loads much of
   * its code on the first request, which takes seconds on a busy machine.
   *
   * @return {@code null} if the server answered 200, else what went wrong
   */
  String problem(Duration timeout) throws InterruptedException {
    try {
      HttpResponse<String> response =
          client.send(request.timeout(timeout).build(), HttpResponse.BodyHandlers.ofString());
      return response.statusCode() == 200
          ? null
          : "HTTP " + response.statusCode() + " " + response.body();
    } catch (IOException e) {
      return e.toString();
    }
  }
}
