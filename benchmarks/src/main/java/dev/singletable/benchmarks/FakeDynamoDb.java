package dev.singletable.benchmarks;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ContentStreamProvider;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An in-process HTTP client that answers DynamoDB calls with canned JSON, so that a real
 * {@link DynamoDbClient} signs, marshals and unmarshals as it would over the network. It reads each
 * request body to the end, as a real client would, and answers by the {@code X-Amz-Target} header.
 */
public final class FakeDynamoDb implements SdkHttpClient {
  private final byte[] query;
  private final byte[] getItem;
  private final byte[] empty = "{}".getBytes(StandardCharsets.UTF_8);

  public FakeDynamoDb(String queryResponse, String getItemResponse) {
    this.query = queryResponse.getBytes(StandardCharsets.UTF_8);
    this.getItem = getItemResponse.getBytes(StandardCharsets.UTF_8);
  }

  /** A client over this fake with static credentials in us-east-1. */
  public DynamoDbClient client() {
    return DynamoDbClient.builder()
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(
            AwsBasicCredentials.create("AKIDBENCHMARK", "benchmark-secret")))
        .httpClient(this)
        .build();
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() {
        Optional<ContentStreamProvider> body = request.contentStreamProvider();
        if (body.isPresent()) {
          drain(body.get().newStream());
        }
        String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
        return respond(target.endsWith(".Query") ? query
            : target.endsWith(".GetItem") ? getItem : empty);
      }

      @Override
      public void abort() {
      }
    };
  }

  @Override
  public void close() {
  }

  private static HttpExecuteResponse respond(byte[] body) {
    return HttpExecuteResponse.builder()
        .response(SdkHttpResponse.builder()
            .statusCode(200)
            .putHeader("Content-Type", "application/x-amz-json-1.0")
            .putHeader("Content-Length", Integer.toString(body.length))
            .build())
        .responseBody(AbortableInputStream.create(new ByteArrayInputStream(body)))
        .build();
  }

  private static void drain(InputStream stream) {
    byte[] buffer = new byte[8192];
    try (stream) {
      while (stream.read(buffer) >= 0) {
        // reading is the point
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
