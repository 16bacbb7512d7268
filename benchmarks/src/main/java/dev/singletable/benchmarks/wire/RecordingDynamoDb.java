package dev.singletable.benchmarks.wire;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.async.AsyncRequestBody;
import software.amazon.awssdk.core.async.SdkPublisher;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.http.async.AsyncExecuteRequest;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An in-process DynamoDB endpoint, blocking and asynchronous, that records what crosses the wire: for
 * each request the operation ({@code X-Amz-Target} without its {@code DynamoDB_20120810.} prefix),
 * the request body's bytes and the response body's bytes. It answers each operation with the JSON
 * given to {@link #answer}, or {@code {}} (what DynamoDB returns for a write that asks for nothing back).
 * The clients it builds also record each request as the SDK's model object ({@link #requests()}), so a
 * test can compare what two callers asked for.
 */
public final class RecordingDynamoDb implements SdkHttpClient, SdkAsyncHttpClient {
  /** One request and its response, as bytes on the wire. */
  public record Exchange(String operation, int requestBytes, int responseBytes) {}

  private static final String TARGET_PREFIX = "DynamoDB_20120810.";
  private static final byte[] EMPTY = "{}".getBytes(StandardCharsets.UTF_8);

  private final Map<String, byte[]> answers = new HashMap<>();
  private final List<Exchange> exchanges = new ArrayList<>();
  private final List<SdkRequest> requests = new ArrayList<>();
  private final ExecutorService eventLoop = Executors.newSingleThreadExecutor(runnable -> {
    Thread thread = new Thread(runnable, "recording-dynamodb");
    thread.setDaemon(true);
    return thread;
  });

  /** Answers every later request of {@code operation} (e.g. {@code "Query"}) with {@code json}. */
  public synchronized void answer(String operation, String json) {
    answers.put(operation, json.getBytes(StandardCharsets.UTF_8));
  }

  /** Forgets what was recorded. */
  public synchronized void clear() {
    exchanges.clear();
    requests.clear();
  }

  /** The exchanges since the last {@link #clear()}, in order. */
  public synchronized List<Exchange> exchanges() {
    return List.copyOf(exchanges);
  }

  /** The requests since the last {@link #clear()} as the SDK's model objects, in order. */
  public synchronized List<SdkRequest> requests() {
    return List.copyOf(requests);
  }

  /** A client over this endpoint with static credentials in us-east-1 and the SDK's defaults. */
  public DynamoDbClient client() {
    return DynamoDbClient.builder().region(Region.US_EAST_1).credentialsProvider(credentials())
        .overrideConfiguration(c -> c.addExecutionInterceptor(new ModelRecorder()))
        .httpClient(this).build();
  }

  /** The asynchronous twin of {@link #client()}; it answers on a thread of its own. */
  public DynamoDbAsyncClient asyncClient() {
    return DynamoDbAsyncClient.builder().region(Region.US_EAST_1).credentialsProvider(credentials())
        .overrideConfiguration(c -> c.addExecutionInterceptor(new ModelRecorder()))
        .httpClient(this).build();
  }

  private static StaticCredentialsProvider credentials() {
    return StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDWIRECOST", "wire-cost-secret"));
  }

  private synchronized byte[] record(SdkHttpRequest request, int requestBytes) {
    String target = request.firstMatchingHeader("X-Amz-Target").orElse("");
    String operation = target.startsWith(TARGET_PREFIX) ? target.substring(TARGET_PREFIX.length()) : target;
    byte[] answer = answers.getOrDefault(operation, EMPTY);
    exchanges.add(new Exchange(operation, requestBytes, answer.length));
    return answer;
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() {
        long bytes = request.contentStreamProvider().map(body -> count(body.newStream())).orElse(0L);
        byte[] answer = record(request.httpRequest(), Math.toIntExact(bytes));
        return HttpExecuteResponse.builder().response(headers(answer))
            .responseBody(AbortableInputStream.create(new ByteArrayInputStream(answer))).build();
      }

      @Override
      public void abort() {
      }
    };
  }

  @Override
  public CompletableFuture<Void> execute(AsyncExecuteRequest request) {
    AtomicLong bytes = new AtomicLong();
    return SdkPublisher.adapt(request.requestContentPublisher())
        .subscribe((ByteBuffer buffer) -> bytes.addAndGet(buffer.remaining()))
        .thenApplyAsync(done -> record(request.request(), Math.toIntExact(bytes.get())), eventLoop)
        .thenAccept(answer -> {
          request.responseHandler().onHeaders(headers(answer));
          request.responseHandler().onStream(AsyncRequestBody.fromBytes(answer));
        });
  }

  private static SdkHttpResponse headers(byte[] answer) {
    return SdkHttpResponse.builder().statusCode(200)
        .putHeader("Content-Type", "application/x-amz-json-1.0")
        .putHeader("Content-Length", Integer.toString(answer.length)).build();
  }

  private static long count(InputStream stream) {
    byte[] buffer = new byte[8192];
    long total = 0;
    try (stream) {
      for (int read = stream.read(buffer); read >= 0; read = stream.read(buffer)) {
        total += read;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return total;
  }

  @Override
  public String clientName() {
    return "recording";
  }

  @Override
  public void close() {
    eventLoop.shutdown();
  }

  /** Records each request as the SDK's model object, after the SDK has filled in its defaults. */
  private final class ModelRecorder implements ExecutionInterceptor {
    @Override
    public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
      synchronized (RecordingDynamoDb.this) {
        requests.add(context.request());
      }
    }
  }
}
