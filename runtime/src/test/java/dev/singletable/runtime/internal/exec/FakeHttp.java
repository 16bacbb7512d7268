package dev.singletable.runtime.internal.exec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.async.AsyncRequestBody;
import software.amazon.awssdk.core.async.SdkPublisher;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.http.async.AsyncExecuteRequest;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A DynamoDB endpoint that answers recorded JSON, as both a blocking and an asynchronous HTTP
 * client, so that a real {@link DynamoDbClient} or {@link DynamoDbAsyncClient} marshals the requests
 * and unmarshals the answers (errors included). Records every request body. The SDK's own retries
 * are off, so each request here is one attempt of the batch. The async client answers on one thread
 * of its own, as an event loop would; the blocking one on the calling thread, concurrently if several
 * threads call it (the answers function must then be thread-safe).
 */
public final class FakeHttp implements SdkHttpClient, SdkAsyncHttpClient {
  /** An HTTP status and a JSON body. */
  public record Answer(int status, String body) {
    public static Answer ok(String body) {
      return new Answer(200, body);
    }

    /** A 400 with a DynamoDB error type, e.g. {@code ProvisionedThroughputExceededException}. */
    public static Answer error(String namespace, String type) {
      return new Answer(400, "{\"__type\":\"" + namespace + "#" + type + "\",\"message\":\"recorded " + type + "\"}");
    }
  }

  public final List<String> bodies = new ArrayList<>();
  /** The async client answers only once this completes. */
  public final CompletableFuture<Void> asyncAnswers = new CompletableFuture<>();
  private final Function<String, Answer> answers;
  private final ExecutorService eventLoop = Executors.newSingleThreadExecutor();

  /** @param answers the answer to each request body, in order */
  public FakeHttp(Function<String, Answer> answers) {
    this.answers = answers;
  }

  public DynamoDbClient client() {
    return DynamoDbClient.builder().httpClient(this).region(Region.US_EAST_1)
        .endpointOverride(URI.create("http://fake.invalid"))
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
        .overrideConfiguration(c -> c.retryStrategy(AwsRetryStrategy.doNotRetry())).build();
  }

  public DynamoDbAsyncClient asyncClient() {
    return DynamoDbAsyncClient.builder().httpClient(this).region(Region.US_EAST_1)
        .endpointOverride(URI.create("http://fake.invalid"))
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
        .overrideConfiguration(c -> c.retryStrategy(AwsRetryStrategy.doNotRetry())).build();
  }

  /** Records the body; the answer is computed outside the lock, so that concurrent requests may wait on each other. */
  private Answer answer(String body) {
    synchronized (bodies) {
      bodies.add(body);
    }
    return answers.apply(body);
  }

  private static SdkHttpResponse headers(Answer answer) {
    return SdkHttpResponse.builder().statusCode(answer.status())
        .putHeader("Content-Type", "application/x-amz-json-1.0")
        .putHeader("x-amzn-RequestId", "fake").build();
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() throws IOException {
        String body = new String(request.contentStreamProvider().orElseThrow().newStream().readAllBytes(),
            StandardCharsets.UTF_8);
        Answer answer = answer(body);
        return HttpExecuteResponse.builder().response(headers(answer)).responseBody(AbortableInputStream.create(
            new ByteArrayInputStream(answer.body().getBytes(StandardCharsets.UTF_8)))).build();
      }

      @Override
      public void abort() {}
    };
  }

  @Override
  public CompletableFuture<Void> execute(AsyncExecuteRequest request) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    return SdkPublisher.adapt(request.requestContentPublisher())
        .subscribe(buffer -> write(body, buffer))
        .thenCombine(asyncAnswers, (done, open) -> done)
        .thenApplyAsync(done -> answer(body.toString(StandardCharsets.UTF_8)), eventLoop)
        .thenAccept(answer -> {
          request.responseHandler().onHeaders(headers(answer));
          request.responseHandler().onStream(AsyncRequestBody.fromString(answer.body()));
        });
  }

  private static void write(ByteArrayOutputStream out, ByteBuffer buffer) {
    byte[] bytes = new byte[buffer.remaining()];
    buffer.get(bytes);
    try {
      out.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String clientName() {
    return "fake";
  }

  @Override
  public void close() {
    eventLoop.shutdown();
  }
}
