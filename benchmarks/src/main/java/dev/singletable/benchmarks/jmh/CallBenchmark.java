package dev.singletable.benchmarks.jmh;

import dev.singletable.benchmarks.BenchTable;
import dev.singletable.benchmarks.Canned;
import dev.singletable.benchmarks.FakeDynamoDb;
import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.FollowRepository;
import dev.singletable.benchmarks.HandWrittenCalls;
import dev.singletable.benchmarks.HandWrittenMapper;
import dev.singletable.benchmarks.enhanced.EnhancedCalls;
import dev.singletable.benchmarks.enhanced.FollowBean;
import dev.singletable.benchmarks.enhanced.FollowImmutable;
import dev.singletable.benchmarks.enhanced.FollowSchemas;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A Query of 100 items, a GetItem and a PutItem through a real {@link DynamoDbClient} over
 * {@link FakeDynamoDb}. The {@code *Floor} benchmarks send the hand-written requests and map
 * nothing: a variant's time minus the floor is the time its mapping adds to the call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CallBenchmark {
  private final DynamoDbClient client =
      new FakeDynamoDb(Canned.queryResponse(), Canned.getItemResponse()).client();
  private final HandWrittenCalls handWritten = new HandWrittenCalls(client);
  private final FollowRepository generated =
      new BenchTable(client, HandWrittenMapper.TABLE).follows();
  private final DynamoDbEnhancedClient enhanced =
      DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();
  private final EnhancedCalls<Follow> enhancedStatic = new EnhancedCalls<>(
      enhanced.table(HandWrittenMapper.TABLE, FollowSchemas.staticImmutable()));
  private final EnhancedCalls<FollowBean> enhancedBean = new EnhancedCalls<>(
      enhanced.table(HandWrittenMapper.TABLE, FollowSchemas.bean()));
  private final EnhancedCalls<FollowImmutable> enhancedImmutable = new EnhancedCalls<>(
      enhanced.table(HandWrittenMapper.TABLE, FollowSchemas.immutable()));
  private final Follow follow = Canned.FOLLOW;
  private final FollowBean bean = FollowBean.of(follow);
  private final FollowImmutable immutable = FollowImmutable.of(follow);

  @TearDown
  public void close() {
    client.close();
  }

  @Benchmark
  public QueryResponse queryFloor() {
    return handWritten.queryUnmapped(Canned.FOLLOWER);
  }

  @Benchmark
  public List<Follow> queryGenerated() {
    return generated.followsOfFollower(Canned.FOLLOWER).page().items();
  }

  @Benchmark
  public List<Follow> queryHandWritten() {
    return handWritten.query(Canned.FOLLOWER);
  }

  @Benchmark
  public List<Follow> queryEnhancedStatic() {
    return enhancedStatic.query(Canned.FOLLOWER);
  }

  @Benchmark
  public List<FollowBean> queryEnhancedBean() {
    return enhancedBean.query(Canned.FOLLOWER);
  }

  @Benchmark
  public List<FollowImmutable> queryEnhancedImmutable() {
    return enhancedImmutable.query(Canned.FOLLOWER);
  }

  @Benchmark
  public GetItemResponse getFloor() {
    return handWritten.getUnmapped(follow.follower(), follow.followee());
  }

  @Benchmark
  public Optional<Follow> getGenerated() {
    return generated.get(follow.follower(), follow.followee());
  }

  @Benchmark
  public Follow getHandWritten() {
    return handWritten.get(follow.follower(), follow.followee());
  }

  @Benchmark
  public Follow getEnhancedStatic() {
    return enhancedStatic.get(follow.follower(), follow.followee());
  }

  @Benchmark
  public FollowBean getEnhancedBean() {
    return enhancedBean.get(follow.follower(), follow.followee());
  }

  @Benchmark
  public FollowImmutable getEnhancedImmutable() {
    return enhancedImmutable.get(follow.follower(), follow.followee());
  }

  @Benchmark
  public PutItemResponse putFloor() {
    return handWritten.putUnmapped();
  }

  @Benchmark
  public void putGenerated() {
    generated.put(follow);
  }

  @Benchmark
  public PutItemResponse putHandWritten() {
    return handWritten.put(follow);
  }

  @Benchmark
  public void putEnhancedStatic() {
    enhancedStatic.put(follow);
  }

  @Benchmark
  public void putEnhancedBean() {
    enhancedBean.put(bean);
  }

  @Benchmark
  public void putEnhancedImmutable() {
    enhancedImmutable.put(immutable);
  }
}
