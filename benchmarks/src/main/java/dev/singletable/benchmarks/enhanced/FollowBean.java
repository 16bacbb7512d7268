package dev.singletable.benchmarks.enhanced;

import dev.singletable.benchmarks.Follow;
import dev.singletable.benchmarks.HandWrittenMapper;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbConvertedBy;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnore;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link Follow} as a bean for {@code TableSchema.fromBean}: the ids are fields, the keys are
 * computed properties in the generated code's layout. The index keys repeat the base keys, so their
 * setters have nothing to set.
 */
@DynamoDbBean
public class FollowBean {
  private String follower;
  private String followee;
  private Instant followedAt;
  private int weight;

  /** The bean of {@code follow}. */
  public static FollowBean of(Follow follow) {
    FollowBean bean = new FollowBean();
    bean.follower = follow.follower();
    bean.followee = follow.followee();
    bean.followedAt = follow.followedAt();
    bean.weight = follow.weight();
    return bean;
  }

  /** The record of this bean. */
  public Follow toFollow() {
    return new Follow(follower, followee, followedAt, weight);
  }

  @DynamoDbPartitionKey
  @DynamoDbSecondarySortKey(indexNames = "GSI1")
  @DynamoDbAttribute("PK")
  public String getPk() {
    return HandWrittenMapper.sourceKey(follower);
  }

  public void setPk(String pk) {
    follower = HandWrittenMapper.decodeSource(pk);
  }

  @DynamoDbSortKey
  @DynamoDbSecondaryPartitionKey(indexNames = "GSI1")
  @DynamoDbAttribute("SK")
  public String getSk() {
    return HandWrittenMapper.targetKey(followee);
  }

  public void setSk(String sk) {
    followee = HandWrittenMapper.decodeTarget(sk);
  }

  @DynamoDbAttribute("GSI1PK")
  public String getGsi1pk() {
    return getSk();
  }

  public void setGsi1pk(String gsi1pk) {
    // the same value as SK, which sets the followee
  }

  @DynamoDbAttribute("GSI1SK")
  public String getGsi1sk() {
    return getPk();
  }

  public void setGsi1sk(String gsi1sk) {
    // the same value as PK, which sets the follower
  }

  @DynamoDbAttribute("_type")
  public String getType() {
    return "Follow";
  }

  public void setType(String type) {
    if (!"Follow".equals(type)) {
      throw new IllegalArgumentException("_type is " + type + ", not Follow");
    }
  }

  @DynamoDbIgnore
  public String getFollower() {
    return follower;
  }

  public void setFollower(String follower) {
    this.follower = follower;
  }

  @DynamoDbIgnore
  public String getFollowee() {
    return followee;
  }

  public void setFollowee(String followee) {
    this.followee = followee;
  }

  @DynamoDbConvertedBy(FixedInstantConverter.class)
  public Instant getFollowedAt() {
    return followedAt;
  }

  public void setFollowedAt(Instant followedAt) {
    this.followedAt = followedAt;
  }

  public int getWeight() {
    return weight;
  }

  public void setWeight(int weight) {
    this.weight = weight;
  }
}
